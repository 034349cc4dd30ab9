import GridPerfCore
import SwiftUI

/// The layouts that ship with gridperf, in the order `gridperf list` shows them.
/// Register a new built-in here.
public enum BuiltInPlugins {
    public static var all: [any LayoutPlugin] {
        [LazyGridPlugin.vertical, LazyGridPlugin.horizontal, GridPlugin(), WaterfallPlugin(), FlowPlugin()]
            + SwiftUIBuiltIns.plugins
    }
}
