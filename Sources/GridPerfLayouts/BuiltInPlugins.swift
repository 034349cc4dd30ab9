import GridPerfCore

/// The native layouts that ship with gridperf, in the order `gridperf list` shows them (SwiftUI's
/// own, `hstack`, `vstack` and `zstack`, follow: `SwiftUIBuiltIns`). Register a new built-in here.
public enum BuiltInPlugins {
    public static var all: [any LayoutPlugin] {
        [LazyGridPlugin.vertical, LazyGridPlugin.horizontal, GridPlugin(), WaterfallPlugin(), FlowPlugin()]
    }
}
