import GridPerfCore

/// A string key, as SwiftUI's `LocalizedStringKey`: gridperf does not localise, it lays out the
/// key's text (interpolations included).
///
/// Approximated: the difference from SwiftUI is stated above.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    let key: String
    /// Makes a `LocalizedStringKey`. Approximated: see `LocalizedStringKey`.
    public init(_ value: String) { key = value }
    /// Makes a `LocalizedStringKey`. Approximated: see `LocalizedStringKey`.
    public init(stringLiteral value: String) { key = value }
    /// Makes a `LocalizedStringKey`. Approximated: see `LocalizedStringKey`.
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

    /// SwiftUI's interpolations in a `Text`'s string: a value as Swift's own interpolation writes
    /// it, and the forms Apple's `LocalizedStringKey.StringInterpolation` adds — a C format
    /// `specifier` (`"\(price, specifier: "%.2f")"`), a `FormatStyle` (`"\(cost, format:
    /// .currency(code: "USD"))"`), a `Text`, an `Image` (laid out as its name's text).
    ///
    /// Laid out as in SwiftUI.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        /// Makes a `LocalizedStringKey.StringInterpolation`. Laid out as in SwiftUI.
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        /// `LocalizedStringKey.StringInterpolation`'s `appendLiteral(_:)`. Laid out as in SwiftUI.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// `LocalizedStringKey.StringInterpolation`'s `appendInterpolation(_:)`. Laid out as in SwiftUI.
        public mutating func appendInterpolation<T>(_ value: T) {
            // A `Text` interpolated is its string (the overload below is not always the one
            // chosen inside a view builder); anything else as Swift's own interpolation writes it.
            if let value = value as? Text {
                text += value.string
            } else {
                text += "\(value)"
            }
        }
        /// `LocalizedStringKey.StringInterpolation`'s `appendInterpolation(_:specifier:)`. Laid out as in SwiftUI.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, value)
        }
        /// `LocalizedStringKey.StringInterpolation`'s `appendInterpolation(_:format:)`. Laid out as in SwiftUI.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            text += format.format(input)
        }
        /// `LocalizedStringKey.StringInterpolation`'s `appendInterpolation(_:)`. Laid out as in SwiftUI.
        public mutating func appendInterpolation(_ value: Text) { text += value.string }
        /// `LocalizedStringKey.StringInterpolation`'s `appendInterpolation(_:style:)`. Laid out as in SwiftUI.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            text += date.formatted(date: .abbreviated, time: .omitted)
        }
    }
}

/// SwiftUI's `Text`: gridperf's text model (docs/SPEC-FORMAT.md) over the string's characters,
/// in the font the view or its environment sets (``Font``), cut to the environment's
/// `lineLimit`.
///
/// Laid out as in SwiftUI.
public struct Text: View, _PrimitiveView, Equatable, Sendable {
    /// `Text`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let string: String
    var font: Font?

    /// A text from a key, as a string literal makes it: its interpolations written as SwiftUI writes them
    /// (`specifier:`, `format:`, an interpolated `Text`). Laid out as in SwiftUI by gridperf's text model
    /// (docs/SPEC-FORMAT.md); gridperf does not localise, so the key is the text.
    public init(_ key: LocalizedStringKey) { string = key.key }
    /// A string value. Disfavoured, as Apple's is, so that a literal with interpolations is a
    /// ``LocalizedStringKey`` (its `specifier:` and `format:` forms, an interpolated `Text`).
    ///
    /// Laid out as in SwiftUI.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// The string as it is, never looked up. Laid out as in SwiftUI by gridperf's text model.
    public init(verbatim content: String) { string = content }
    /// An image in a text (`Text(Image(systemName: "star"))`, to be joined with `+`): laid out as one
    /// character, U+FFFC, the object replacement character text systems stand an inline image in
    /// for (Foundation's `NSTextAttachment.character`), so it is one glyph of the text's font.
    ///
    /// Laid out as in SwiftUI.
    public init(_ image: Image) { string = "\u{FFFC}" }
    /// A formatted value (`Text(price, format: .currency(code: "USD"))`): its string as Foundation
    /// formats it (in the locale of the process: gridperf lays out `en_US`'s digits and symbols
    /// where the toolchain's Foundation has them).
    ///
    /// Laid out as in SwiftUI.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        string = format.format(input)
    }
    /// A date in a style (`Text(date, style: .relative)`). Approximated: every style is laid out as the date
    /// abbreviated, without the time (see `Text.DateStyle`).
    public init(_ date: Date, style: DateStyle) { string = date.formatted(date: .abbreviated, time: .omitted) }
    /// How `Text(_:style:)` writes a date. Approximated: every style writes the date abbreviated, without the time
    /// (`Date.formatted(date: .abbreviated, time: .omitted)`).
    public enum DateStyle: Sendable {
        /// A case of `Text.DateStyle`. Approximated: see `Text.DateStyle`.
        case time, date, relative, offset, timer
    }
    /// Makes a `Text`. Laid out as in SwiftUI.
    public init(
        /// A key looked up in a strings table. Laid out as in SwiftUI by gridperf's text model; gridperf does not
        /// localise, so the key is the text.
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        string = key.key
    }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        var text: [String: JSONValue] = ["string": .string(string)]
        if let font = font ?? builder.font { font.write(into: &text) }
        if let limit = builder.lineLimit { text["lineLimit"] = .number(Double(Swift.max(1, limit))) }
        return [.view(["text": .object(text)])]
    }

    /// `Text` in `font` (a text's own font wins over its environment's).
    ///
    /// Laid out as in SwiftUI.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// Two texts run together: the text model lays out their characters as one string.
    ///
    /// Laid out as in SwiftUI.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.string + rhs.string)
        joined.font = lhs.font ?? rhs.font
        return joined
    }

    // Text's own modifiers that change only how the characters are drawn: kept as a Text.
    /// `Text`'s `bold()`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func bold() -> Text { self }
    /// `Text`'s `bold(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func bold(_ isActive: Bool) -> Text { self }
    /// `Text`'s `italic()`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func italic() -> Text { self }
    /// `Text`'s `italic(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func italic(_ isActive: Bool) -> Text { self }
    /// `Text`'s `fontWeight(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    /// `Text`'s `fontDesign(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    /// `Text`'s `foregroundColor(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func foregroundColor(_ color: Color?) -> Text { self }
    /// `Text`'s `foregroundStyle(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    /// `Text`'s `underline(_:color:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// `Text`'s `strikethrough(_:color:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// `Text`'s `monospacedDigit()`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func monospacedDigit() -> Text { self }
    /// `Text`'s `monospaced(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    /// `Text`'s `kerning(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// `Text`'s `tracking(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// `Text`'s `baselineOffset(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    /// `Text`'s `textCase(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func textCase(_ textCase: Text.Case?) -> Text { self }

    /// SwiftUI's `Text.Case`. Not drawn: compiles, and changes no layout.
    public enum Case: Sendable {
        /// A case of `Text.Case`. Not drawn: compiles, and changes no layout.
        case uppercase, lowercase
    }
}

/// SwiftUI's `Font`: a text style (line height and character width from ``TextStyle``) or a
/// system font of a given size (line height 1.2 × the size, rounded: an approximation).
/// Weights, designs and variants do not change the text model.
///
/// Approximated: the difference from SwiftUI is stated above.
public struct Font: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case style(TextStyle)
        case size(Double)
    }
    let kind: Kind

    /// SwiftUI's text styles. Approximated: each is its point size at the default Large Dynamic Type setting (the Human
    /// Interface Guidelines' "Typography" table); the text model's character width is half the size, its line 1.2 × the
    /// size.
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        /// A case of `Font.TextStyle`. Approximated: see `Font.TextStyle`.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// SwiftUI's `Font.Weight`. Not drawn: compiles, and changes no layout.
    public struct Weight: Hashable, Sendable {
        let value: Double
        /// `Font.Weight`'s `ultraLight`. Not drawn: compiles, and changes no layout.
        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        /// `Font.Weight`'s `regular`. Not drawn: compiles, and changes no layout.
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3)
        /// `Font.Weight`'s `bold`. Not drawn: compiles, and changes no layout.
        public static let bold = Weight(value: 0.4), heavy = Weight(value: 0.56), black = Weight(value: 0.62)
    }

    /// SwiftUI's `Font.Design`. Not drawn: compiles, and changes no layout.
    public enum Design: Hashable, Sendable {
        /// A case of `Font.Design`. Not drawn: compiles, and changes no layout.
        case `default`, serif, rounded, monospaced
    }
    /// SwiftUI's `Font.Width`. Not drawn: compiles, and changes no layout.
    public enum Width: Hashable, Sendable {
        /// A case of `Font.Width`. Not drawn: compiles, and changes no layout.
        case compressed, condensed, standard, expanded
    }

    /// The large title style, 34 points on a 41-point line at the default Large Dynamic Type setting (the Human
    /// Interface Guidelines' "Typography" table). Approximated: see `Font`.
    public static let largeTitle = Font(kind: .style(.largeTitle))
    /// The title style, 28 points on 34 at the default Large setting. Approximated: see `Font`.
    public static let title = Font(kind: .style(.title))
    /// The second title style, 22 points on 28 at the default Large setting. Approximated: see `Font`.
    public static let title2 = Font(kind: .style(.title2))
    /// The third title style, 20 points on 25 at the default Large setting. Approximated: see `Font`.
    public static let title3 = Font(kind: .style(.title3))
    /// The headline style, 17 points on 22 at the default Large setting. Approximated: see `Font`.
    public static let headline = Font(kind: .style(.headline))
    /// The subheadline style, 15 points on 20 at the default Large setting. Approximated: see `Font`.
    public static let subheadline = Font(kind: .style(.subheadline))
    /// The body style, 17 points on 22 at the default Large setting. Approximated: see `Font`.
    public static let body = Font(kind: .style(.body))
    /// The callout style, 16 points on 21 at the default Large setting. Approximated: see `Font`.
    public static let callout = Font(kind: .style(.callout))
    /// The footnote style, 13 points on 18 at the default Large setting. Approximated: see `Font`.
    public static let footnote = Font(kind: .style(.footnote))
    /// The caption style, 12 points on 16 at the default Large setting. Approximated: see `Font`.
    public static let caption = Font(kind: .style(.caption))
    /// `Font`'s `caption2`. Approximated: see `Font`.
    public static let caption2 = Font(kind: .style(.caption2))

    /// `Font`'s `system(_:design:weight:)`. Approximated: see `Font`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(kind: .style(style))
    }
    /// `Font`'s `system(size:weight:design:)`. Approximated: see `Font`.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(kind: .size(Double(size)))
    }
    /// `Font`'s `custom(_:size:)`. Approximated: see `Font`.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(kind: .size(Double(size))) }
    /// `Font`'s `custom(_:size:relativeTo:)`. Approximated: see `Font`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(kind: .size(Double(size)))
    }

    /// `Font`'s `bold()`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func bold() -> Font { self }
    /// `Font`'s `italic()`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func italic() -> Font { self }
    /// `Font`'s `weight(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func weight(_ weight: Weight) -> Font { self }
    /// `Font`'s `monospacedDigit()`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func monospacedDigit() -> Font { self }
    /// `Font`'s `monospaced()`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func monospaced() -> Font { self }
    /// `Font`'s `smallCaps()`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func smallCaps() -> Font { self }
    /// `Font`'s `width(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func width(_ width: Width) -> Font { self }

    /// The point size (an image of a symbol in this font is about as tall).
    var pointSize: Double {
        switch kind {
        case let .style(s): GridPerfCore.TextStyle(rawValue: s.rawValue)!.metrics.size
        case let .size(v): v
        }
    }

    /// Sets the text item's `style`, or its character width and line height for a sized font.
    func write(into text: inout [String: JSONValue]) {
        switch kind {
        case let .style(s): text["style"] = .string(s.rawValue)
        case let .size(v):
            text["charWidth"] = .number(v / 2)
            text["lineHeight"] = .number((v * 1.2).rounded())
        }
    }
}
