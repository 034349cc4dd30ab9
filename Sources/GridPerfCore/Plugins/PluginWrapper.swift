/// A plugin that stands for another: a library's plugin, marked as coming from outside the
/// process's own registrations (`--source`, `--plugin`). Code that looks for what a plugin is
/// (a SwiftUI layout's animation) asks the plugin it wraps.
package protocol PluginWrapper: LayoutPlugin {
    /// The plugin this one stands for.
    var base: any LayoutPlugin { get }
}
