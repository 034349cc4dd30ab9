import GridPerfCore

/// What the playground's "copy as SwiftUI" writes for a justified-rows scene: the layout used as
/// a view, as SwiftUI calls a custom `Layout` (`JustifiedRowsLayout(targetHeight: 120, spacing: 4)
/// { … }`). A plugin from outside gridperf answers this as a built-in does
/// (``LayoutPlugin/swiftUICall(parameters:)``).
extension JustifiedRowsPlugin {
    public func swiftUICall(parameters: [String: JSONValue]) -> SwiftUICall? {
        let defaults = JustifiedRowsLayout()
        let height = parameters["rowHeight"]?.doubleValue ?? defaults.targetHeight
        let spacing = parameters["spacing"]?.doubleValue ?? defaults.spacing
        return SwiftUICall(
            "JustifiedRowsLayout",
            arguments: [
                "targetHeight: \(SwiftUICall.literal(.number(height)))",
                "spacing: \(SwiftUICall.literal(.number(spacing)))",
            ],
            note: "SwiftUI ships no justified rows: JustifiedRowsLayout (Examples/JustifiedRows) has "
                + "SwiftUI's three requirements, sizeThatFits, placeSubviews and a cache",
            isLayoutInstance: true)
    }
}
