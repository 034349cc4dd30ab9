import GridPerfCore

extension GridPlugin {
    /// `Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8)`; a scene of flat
    /// items with a `columns` parameter is written in `GridRow`s of that many.
    public func swiftUICall(parameters: [String: JSONValue]) -> SwiftUICall? {
        let order = [
            Self.alignment.declaration.name, Self.horizontalSpacing.declaration.name,
            Self.verticalSpacing.declaration.name,
        ]
        return SwiftUICall(
            "Grid", arguments: SwiftUICall.arguments(parameters, order: order, only: true),
            itemsPerRow: parameters["columns"]?.doubleValue.map { Swift.max(1, Int($0)) })
    }
}
