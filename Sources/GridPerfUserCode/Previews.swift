import Foundation
import GridPerfCore

/// An app's previews, each a case: the `#Preview` macros and the `PreviewProvider`s of its files.
///
/// This toolchain has no plugin for Xcode's `#Preview` macro, so ``expand(_:tag:)`` writes what
/// the macro stands for as a view of the user's module, on the lines the macro held (messages keep
/// their line numbers): `#Preview("Name", traits: …) { @Previewable @State var n = 3; Body(n: $n) }`
/// becomes `struct GridPerfPreview_Tag_1: SwiftUI.View { @State var n = 3; var body: some
/// SwiftUI.View { Body(n: $n) } }`, as Apple's documentation of `Previewable()` says the macro does:
/// "The `#Preview` macro will generate an embedded SwiftUI view; tagged declarations become
/// properties on the view, and all remaining statements form the view's body."
/// A `PreviewProvider`'s `previews` is one case per view it lists (`_PreviewPick` evaluates the
/// view at its index).
package struct Preview: Sendable, Equatable {
    /// The file that declares it (as given), and its line (1-based).
    package var file: String
    package var line: Int
    /// `#Preview("Name")`'s name; a provider's type name with the view's index.
    package var name: String?
    /// The view expression the case evaluates (`GridPerfPreview_Grid_1()`,
    /// `_PreviewPick(Grid_Previews.previews, index: 1)`).
    package var expression: String
    package var traits: Traits

    /// A preview's traits that decide its window (Apple's `PreviewTrait`): the layout (device,
    /// fixed, size that fits) and the orientation.
    package struct Traits: Sendable, Equatable {
        /// `.fixedLayout(width:height:)`: "Center the preview in a fixed size container with the given dimensions".
        package var fixed: (width: Double, height: Double)?
        /// `.sizeThatFitsLayout`: "Fit the container to the size of the preview when offered the size of the device".
        package var sizeThatFits = false
        /// `.landscapeLeft` / `.landscapeRight`: the device's width and height swapped.
        package var landscape = false

        package init() {}

        package static func == (a: Traits, b: Traits) -> Bool {
            a.fixed?.width == b.fixed?.width && a.fixed?.height == b.fixed?.height && a.sizeThatFits == b.sizeThatFits
                && a.landscape == b.landscape
        }

        /// The window the preview is laid out in, given the device's portrait size: a fixed
        /// layout's container, else the device (turned for landscape). A size-that-fits preview is
        /// offered the device and takes its own size: gridperf's frames are the root's own either way.
        package func window(deviceWidth: Double, deviceHeight: Double) -> (width: Double, height: Double) {
            if let fixed { return fixed }
            return landscape ? (deviceHeight, deviceWidth) : (deviceWidth, deviceHeight)
        }

        /// How the list shows them (`size that fits, landscape`); empty for the defaults.
        package var text: String {
            var parts: [String] = []
            if let fixed { parts.append("fixed \(formatPoints(fixed.width))×\(formatPoints(fixed.height))") }
            if sizeThatFits { parts.append("size that fits") }
            if landscape { parts.append("landscape") }
            return parts.joined(separator: ", ")
        }
    }

    /// How commands and lists name it: `Shelf.swift: Favourites`, `Shelf.swift:42` for an unnamed
    /// `#Preview`, `Shelf.swift: Shelf_Previews[1]` for a provider's second view.
    package var label: String {
        let base = URL(fileURLWithPath: file).lastPathComponent
        if let name { return "\(base): \(name)" }
        return "\(base):\(line)"
    }

    /// Whether `query` (`--preview`) picks this preview: its label, its name, or `File.swift:line`.
    package func matches(_ query: String) -> Bool {
        let base = URL(fileURLWithPath: file).lastPathComponent
        return query == label || query == name || query == "\(base):\(line)"
    }

    /// A file name for its scene (letters, digits, `-`, `_`): `Shelf-Favourites`.
    package var sceneName: String {
        let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        let raw = "\(base)-\(name ?? "line\(line)")"
        return String(raw.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }.prefix(80))
    }
}

extension Preview {
    /// What ``expand(_:tag:)`` did to one file: the text to compile and the previews it declares.
    package struct Expansion: Sendable {
        package var text: String
        package var previews: [Preview]
        /// The lines of each `#Preview` (1-based, inclusive), by the index in ``previews``: a compile
        /// error inside them belongs to that preview alone.
        package var lines: [ClosedRange<Int>]
    }

    /// `text` (the file `file`) with each `#Preview` written as a view type named
    /// `GridPerfPreview_<tag>_<n>` (n from 1, in the file's order), lines kept, and each
    /// `PreviewProvider`'s views listed. Previews named in `blanked` (by ``label``) are blanked
    /// instead: they did not compile, the others go on; with `blankingAll`, every one is (what
    /// `--source` compiles: gridperf has no plugin for Xcode's macro).
    /// - Complexity: O(n) in the text's length.
    package static func expand(
        _ text: String, file: String, tag: String, blanked: Set<String> = [], blankingAll: Bool = false
    ) -> Expansion {
        var result = Expansion(text: text, previews: [], lines: [])
        guard text.contains("#Preview") || (!blankingAll && text.contains("PreviewProvider")) else { return result }
        var chars = Array(text)
        var scanner = SwiftScanner(chars)
        var ordinal = 0
        var replacements: [(range: Range<Int>, text: [Character])] = []
        // Lines counted as the scan goes: `line` is the line of index `counted`.
        var (line, counted) = (1, 0)
        let blanking = { (range: ClosedRange<Int>) in
            (Range(range), chars[range].map { $0 == "\n" ? Character("\n") : " " })
        }
        while let at = scanner.next(macro: "#Preview") {
            ordinal += 1
            line += chars[counted..<at].filter { $0 == "\n" }.count
            counted = at
            var j = at + "#Preview".count
            var arguments = ""
            j = scanner.skipSpace(from: j, newlines: false)
            if j < chars.count, chars[j] == "(" {
                let close = scanner.matching(from: j)
                arguments = String(chars[(j + 1)..<min(close, chars.count)])
                j = close + 1
            }
            let afterArguments = min(j, chars.count)
            j = scanner.skipSpace(from: j, newlines: true)
            guard j < chars.count, chars[j] == "{" else {
                // No trailing closure (`#Preview("A", body: { … })`): the macro and its arguments
                // go, as nothing here can write them as a view.
                if afterArguments > at { replacements.append(blanking(at...(afterArguments - 1))) }
                scanner.position = afterArguments
                continue
            }
            let close = scanner.matching(from: j)
            let end = min(close, chars.count - 1)
            let lastLine = line + chars[at...end].filter { $0 == "\n" }.count
            let typeName = "GridPerfPreview_\(tag)_\(ordinal)"
            let preview = Preview(
                file: file, line: line, name: stringLiteral(startingAt: arguments), expression: "\(typeName)()",
                traits: traits(arguments))
            scanner.position = end + 1
            if blankingAll || blanked.contains(preview.label) {
                replacements.append(blanking(at...end))
                continue
            }
            result.previews.append(preview)
            result.lines.append(line...lastLine)
            let header = chars[at...j].filter { $0 == "\n" }.map { _ in Character("\n") }
            let body = Array(chars[(j + 1)..<min(close, chars.count)])
            let (properties, rest) = hoistingPreviewables(body)
            let replacement =
                Array("struct \(typeName): SwiftUI.View {") + header + properties
                + Array("var body: some SwiftUI.View {") + rest + Array("}}")
            replacements.append((at..<(end + 1), replacement))
        }
        for (range, replacement) in replacements.reversed() { chars.replaceSubrange(range, with: replacement) }
        result.text = String(chars)
        if !blankingAll { result.previews += providers(in: text, file: file) }
        return result
    }

    /// A body's leading `@Previewable` declarations (each to the end of its line, brackets
    /// closed) with the attribute removed, and the rest. Newlines are kept in both.
    static func hoistingPreviewables(_ body: [Character]) -> (properties: [Character], rest: [Character]) {
        var properties: [Character] = []
        var i = 0
        let marker = Array("@Previewable")
        while true {
            var k = i
            while k < body.count, body[k].isWhitespace { k += 1 }
            guard k + marker.count <= body.count, Array(body[k..<(k + marker.count)]) == marker else { break }
            properties += body[i..<k]
            // The declaration runs to a newline outside brackets.
            var depth = 0
            var m = k + marker.count
            while m < body.count {
                let c = body[m]
                if "([{".contains(c) { depth += 1 }
                if ")]}".contains(c) { depth -= 1 }
                if c == "\n", depth <= 0 { break }
                m += 1
            }
            properties += body[(k + marker.count)..<m]
            properties.append(";")
            i = m
        }
        return (properties, Array(body[i...]))
    }

    /// The string literal `text` starts with (after spaces): `#Preview("Shelf")`'s name.
    static func stringLiteral(startingAt text: String) -> String? {
        let trimmed = text.drop { $0.isWhitespace }
        guard trimmed.first == "\"" else { return nil }
        var name = ""
        var escaped = false
        for c in trimmed.dropFirst() {
            if escaped {
                name.append(c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if c == "\"" {
                return name
            } else {
                name.append(c)
            }
        }
        return nil
    }

    /// The traits a `#Preview`'s arguments name (Apple's `PreviewTrait`).
    static func traits(_ arguments: String) -> Traits {
        var traits = Traits()
        traits.sizeThatFits = arguments.contains(".sizeThatFitsLayout")
        traits.landscape = arguments.contains(".landscapeLeft") || arguments.contains(".landscapeRight")
        let fixed = #/\.fixedLayout\(\s*width:\s*([0-9]+(?:\.[0-9]+)?)\s*,\s*height:\s*([0-9]+(?:\.[0-9]+)?)/#
        if let m = try? fixed.firstMatch(in: arguments), let w = Double(m.1), let h = Double(m.2), w > 0, h > 0,
            w <= 1e6, h <= 1e6
        {
            traits.fixed = (w, h)
        }
        return traits
    }

    /// The views of each `struct Name: PreviewProvider`'s `previews` in `text`: one case each,
    /// counted from the body's top-level views (inside an outer `Group`), each line that starts a
    /// view at the body's depth. A `ForEach` counts once: it is one view of the list.
    static func providers(in text: String, file: String) -> [Preview] {
        guard text.contains("PreviewProvider") else { return [] }
        let chars = Array(text)
        let scanner = SwiftScanner(chars)
        var found: [Preview] = []
        let declaration = #/(?:struct|enum|class)\s+(\w+)\s*:[^{]*\bPreviewProvider\b/#
        for match in text.matches(of: declaration) {
            let name = String(match.1)
            let offset = text.distance(from: text.startIndex, to: match.range.lowerBound)
            // The `previews` property's body.
            guard let previews = text[match.range.upperBound...].firstRange(of: /static\s+var\s+previews\s*:[^{]*\{/)
            else { continue }
            let open = text.distance(from: text.startIndex, to: previews.upperBound) - 1
            let close = scanner.matching(from: open)
            let line = chars[..<offset].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let views = topLevelViews(Array(chars[(open + 1)..<min(close, chars.count)]))
            for index in 0..<max(views, 1) {
                found.append(
                    Preview(
                        file: file, line: line, name: views > 1 ? "\(name)[\(index)]" : name,
                        expression: "_PreviewPick(\(name).previews, index: \(index))", traits: Traits()))
            }
        }
        return found
    }

    /// How many views a `previews` body lists at its top level (an outer `Group { … }` opened):
    /// the lines at depth 0 that start an expression (not a `.modifier` continuation).
    static func topLevelViews(_ body: [Character]) -> Int {
        var text = String(body).trimmingCharacters(in: .whitespacesAndNewlines)
        if let group = try? /^Group\s*\{([\s\S]*)\}$/.wholeMatch(in: text) { text = String(group.1) }
        var count = 0
        var depth = 0
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 0, let first = trimmed.first, first.isLetter || first == "_",
                !trimmed.hasPrefix("let "), !trimmed.hasPrefix("var "), !trimmed.hasPrefix("//")
            {
                count += 1
            }
            for c in trimmed {
                if "([{".contains(c) { depth += 1 }
                if ")]}".contains(c) { depth -= 1 }
            }
        }
        return count
    }
}

/// A forward scan over Swift source that steps over comments and string literals, for the
/// macros and brackets ``Preview`` reads. Not a parser: enough for where a macro and its braces are.
struct SwiftScanner {
    let chars: [Character]
    var position = 0

    init(_ chars: [Character]) { self.chars = chars }

    /// The index just past the comment or string literal starting at `i`, or nil when none does.
    func skipLiteral(at i: Int) -> Int? {
        guard i < chars.count else { return nil }
        if chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "/" {
            var j = i
            while j < chars.count, chars[j] != "\n" { j += 1 }
            return j
        }
        if chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "*" {
            var j = i + 2
            while j + 1 < chars.count, !(chars[j] == "*" && chars[j + 1] == "/") { j += 1 }
            return min(j + 2, chars.count)
        }
        if chars[i] == "\"" {
            let triple = i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\""
            var j = i + (triple ? 3 : 1)
            while j < chars.count {
                if chars[j] == "\\" {
                    j += 2
                    continue
                }
                if chars[j] == "\"" {
                    if !triple { return j + 1 }
                    if j + 2 < chars.count, chars[j + 1] == "\"", chars[j + 2] == "\"" { return j + 3 }
                }
                if !triple, chars[j] == "\n" { return j }
                j += 1
            }
            return chars.count
        }
        return nil
    }

    /// The next occurrence of `macro` (not followed by a letter or digit) outside comments and
    /// strings, from ``position``; the scan continues after it.
    mutating func next(macro: String) -> Int? {
        let pattern = Array(macro)
        var i = position
        while i < chars.count {
            if let after = skipLiteral(at: i) {
                i = after
                continue
            }
            if chars[i] == pattern[0], i + pattern.count <= chars.count,
                Array(chars[i..<(i + pattern.count)]) == pattern,
                i + pattern.count == chars.count
                    || !(chars[i + pattern.count].isLetter || chars[i + pattern.count].isNumber)
            {
                position = i + pattern.count
                return i
            }
            i += 1
        }
        position = chars.count
        return nil
    }

    /// The index of the bracket that closes the one at `open`, literals stepped over; the end
    /// of the text when it is never closed.
    func matching(from open: Int) -> Int {
        var depth = 0
        var i = open
        while i < chars.count {
            if let after = skipLiteral(at: i) {
                i = after
                continue
            }
            let c = chars[i]
            if "([{".contains(c) { depth += 1 }
            if ")]}".contains(c) {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return chars.count
    }

    /// The first index from `i` that is not a space (nor a newline, with `newlines`).
    func skipSpace(from i: Int, newlines: Bool) -> Int {
        var j = i
        while j < chars.count, chars[j] == " " || chars[j] == "\t" || (newlines && chars[j].isNewline) { j += 1 }
        return j
    }
}
