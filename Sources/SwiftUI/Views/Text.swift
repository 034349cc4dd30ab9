import GridPerfCore

/// A string key, as SwiftUI's `LocalizedStringKey`: gridperf does not localise, it lays out the
/// key's text (interpolations included).
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    let key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

    /// SwiftUI's interpolations in a `Text`'s string: a value as Swift's own interpolation writes
    /// it, and the forms Apple's `LocalizedStringKey.StringInterpolation` adds — a C format
    /// `specifier` (`"\(price, specifier: "%.2f")"`), a `FormatStyle` (`"\(cost, format:
    /// .currency(code: "USD"))"`), a `Text`, an `Image` (laid out as its name's text).
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) {
            // A `Text` interpolated is its string (the overload below is not always the one
            // chosen inside a view builder); anything else as Swift's own interpolation writes it.
            if let value = value as? Text {
                text += value.string
            } else {
                text += "\(value)"
            }
        }
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, value)
        }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            text += format.format(input)
        }
        public mutating func appendInterpolation(_ value: Text) { text += value.string }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            text += date.formatted(date: .abbreviated, time: .omitted)
        }
    }
}

/// SwiftUI's `Text`: gridperf's text model (docs/SPEC-FORMAT.md) over the string's characters,
/// in the font the view or its environment sets (``Font``), cut to the environment's
/// `lineLimit`.
public struct Text: View, _PrimitiveView, Equatable, Sendable {
    public typealias Body = Never
    let string: String
    var font: Font?

    public init(_ key: LocalizedStringKey) { string = key.key }
    /// A string value. Disfavoured, as Apple's is, so that a literal with interpolations is a
    /// ``LocalizedStringKey`` (its `specifier:` and `format:` forms, an interpolated `Text`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    public init(verbatim content: String) { string = content }
    /// An image in a text (`Text(Image(systemName: "star"))`, to be joined with `+`): laid out as one
    /// character, U+FFFC, the object replacement character text systems stand an inline image in
    /// for (Foundation's `NSTextAttachment.character`), so it is one glyph of the text's font.
    public init(_ image: Image) { string = "\u{FFFC}" }
    /// A formatted value (`Text(price, format: .currency(code: "USD"))`): its string as Foundation
    /// formats it (in the locale of the process: gridperf lays out `en_US`'s digits and symbols
    /// where the toolchain's Foundation has them).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        string = format.format(input)
    }
    /// A date in a style (`Text(date, style: .relative)`): laid out as its short date.
    public init(_ date: Date, style: DateStyle) { string = date.formatted(date: .abbreviated, time: .omitted) }
    public enum DateStyle: Sendable { case time, date, relative, offset, timer }
    public init(
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
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// Two texts run together: the text model lays out their characters as one string.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.string + rhs.string)
        joined.font = lhs.font ?? rhs.font
        return joined
    }

    // Text's own modifiers that change only how the characters are drawn: kept as a Text.
    public func bold() -> Text { self }
    public func bold(_ isActive: Bool) -> Text { self }
    public func italic() -> Text { self }
    public func italic(_ isActive: Bool) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    public func textCase(_ textCase: Text.Case?) -> Text { self }

    public enum Case: Sendable { case uppercase, lowercase }
}

/// SwiftUI's `Font`: a text style (line height and character width from ``TextStyle``) or a
/// system font of a given size (line height 1.2 × the size, rounded: an approximation).
/// Weights, designs and variants do not change the text model.
public struct Font: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case style(TextStyle)
        case size(Double)
    }
    let kind: Kind

    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public struct Weight: Hashable, Sendable {
        let value: Double
        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4), heavy = Weight(value: 0.56), black = Weight(value: 0.62)
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public enum Width: Hashable, Sendable { case compressed, condensed, standard, expanded }

    public static let largeTitle = Font(kind: .style(.largeTitle))
    public static let title = Font(kind: .style(.title))
    public static let title2 = Font(kind: .style(.title2))
    public static let title3 = Font(kind: .style(.title3))
    public static let headline = Font(kind: .style(.headline))
    public static let subheadline = Font(kind: .style(.subheadline))
    public static let body = Font(kind: .style(.body))
    public static let callout = Font(kind: .style(.callout))
    public static let footnote = Font(kind: .style(.footnote))
    public static let caption = Font(kind: .style(.caption))
    public static let caption2 = Font(kind: .style(.caption2))

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(kind: .style(style))
    }
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(kind: .size(Double(size)))
    }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(kind: .size(Double(size))) }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(kind: .size(Double(size)))
    }

    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func weight(_ weight: Weight) -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func monospaced() -> Font { self }
    public func smallCaps() -> Font { self }
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
