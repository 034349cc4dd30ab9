import GridPerfCore

extension FlowPlugin {
    /// `FlowLayout(spacing: 8, lineSpacing: 8)`: SwiftUI ships no flow layout; the repository's
    /// `Examples/SwiftUILayouts/FlowLayout.swift` is one, whose memberwise initialiser takes
    /// `spacing` then `lineSpacing`. Both are written, the defaults too: that file's defaults
    /// differ from this layout's.
    public func swiftUICall(parameters: [String: JSONValue]) -> SwiftUICall? {
        var p = parameters
        let defaults = FlowLayout()
        if p[Self.spacing.declaration.name] == nil { p[Self.spacing.declaration.name] = .number(defaults.spacing) }
        if p[Self.lineSpacing.declaration.name] == nil {
            p[Self.lineSpacing.declaration.name] = .number(defaults.lineSpacing)
        }
        return SwiftUICall(
            "FlowLayout", arguments: SwiftUICall.arguments(p, order: self.parameters.map(\.name)),
            note: "SwiftUI ships no flow layout: a custom Layout (Examples/SwiftUILayouts/FlowLayout.swift)",
            isLayoutInstance: true)
    }
}
