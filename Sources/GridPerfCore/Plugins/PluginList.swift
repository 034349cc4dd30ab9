/// The plugins a Swift plugin library hands gridperf (`gridperf_swift_plugins`, a library
/// built by `--source`): passed across `dlopen` as a retained object, so both sides must be
/// the same gridperf build (the library is built against this process's own modules).
public final class PluginList {
    public let plugins: [any LayoutPlugin]
    public init(_ plugins: [any LayoutPlugin]) { self.plugins = plugins }
}
