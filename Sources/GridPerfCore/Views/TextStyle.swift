/// SwiftUI's text styles (`Font.TextStyle`) at the default Dynamic Type size (Large), with the
/// point size and line height Apple's Human Interface Guidelines list for iOS ("Typography",
/// "Specifications": e.g. Body 17 pt on 22 pt, Subheadline 15 on 20, Caption 1 12 on 16).
///
/// gridperf's text model needs a width per character; it takes half the point size, the average
/// advance of a proportional Latin font being close to 0.5 em (an approximation, not a
/// measurement of San Francisco).
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Point size and line height (points) at the default Dynamic Type size.
    public var metrics: (size: Double, lineHeight: Double) {
        switch self {
        case .largeTitle: (34, 41)
        case .title: (28, 34)
        case .title2: (22, 28)
        case .title3: (20, 25)
        case .headline: (17, 22)
        case .body: (17, 22)
        case .callout: (16, 21)
        case .subheadline: (15, 20)
        case .footnote: (13, 18)
        case .caption: (12, 16)
        case .caption2: (11, 13)
        }
    }

    /// The text model's width per character: half the point size.
    public var charWidth: Double { metrics.size / 2 }
}

extension TextItem {
    /// Reads a `text` item: a string (its characters counted, in the default model: 7 × 17), or
    /// `{"length" | "string", "style", "charWidth", "lineHeight", "lineLimit"}`; a `style` sets
    /// the character width and line height, which `charWidth`/`lineHeight` override.
    static func read(_ value: JSONValue?, path: String) throws -> TextItem {
        if case let .string(s)? = value { return TextItem(length: s.count) }
        var r = try JSONObjectReader(value, path: path)
        var length = try r.int("length", default: -1, range: 0...Int(Int32.max))
        if let string = r.value("string") {
            guard case let .string(s) = string, length < 0 else {
                throw GridPerfError("\(r.path("string")): a string, instead of length")
            }
            length = s.count
        }
        guard length >= 0 else { throw GridPerfError("\(path).length: required (or string)") }
        var cw = 7.0
        var lh = 17.0
        let styles = TextStyle.allCases.map(\.rawValue)
        if r.contains("style") {
            let name = try r.choice("style", default: "body", choices: styles)
            let style = TextStyle(rawValue: name)!
            cw = style.charWidth
            lh = style.metrics.lineHeight
        }
        cw = try r.double("charWidth", default: cw, minimum: -.greatestFiniteMagnitude)
        guard cw > 0 else { throw GridPerfError("\(path).charWidth: must be greater than 0, got \(formatPoints(cw))") }
        lh = try r.double("lineHeight", default: lh)
        // Absent: no limit (0 here); given: 1 line or more, one range in the message.
        let limit = try r.int("lineLimit", default: 0, range: 1...1_000_000)
        try r.finish(known: ["length", "string", "style", "charWidth", "lineHeight", "lineLimit"])
        return TextItem(length: length, charWidth: cw, lineHeight: lh, lineLimit: limit >= 1 ? limit : nil)
    }
}
