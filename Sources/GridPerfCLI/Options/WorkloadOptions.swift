import ArgumentParser
import GridPerfCore
import GridPerfHarness

/// What a case lays out besides the layout and the item count: shared by `run` and `profile`
/// (`@OptionGroup`), so both read `--columns`, `--width`, `--items-model`, `--seed` and
/// `--param` the same way.
struct WorkloadOptions: ParsableArguments {
    @Option(name: .long, parsing: .unconditional, help: "Columns, mapped onto the layout's natural parameter.")
    var columns: Checked<ColumnCount>?

    @Option(name: .long, parsing: .unconditional, help: "Container width in points.")
    var width = Checked<NonNegative>(default: formatPoints(Workload.defaultWidth))

    /// Forgets a `--width` a view or an app's previews took as their window's (``PreparedSource``):
    /// the scenes they made carry it.
    mutating func adopt(_ prepared: PreparedSource) {
        if prepared.consumedWindow { width = Checked(default: formatPoints(Workload.defaultWidth)) }
    }

    @Option(
        name: .customLong("items-model"),
        help: "How items are drawn: fixed:WxH, flexible:A-B, heavy:A-B, text:A-B, aspect:A-B, mix.")
    var itemsModel: String = ItemDistribution.default.description

    @Option(name: .long, help: "Seed of the item generator (SplitMix64).")
    var seed: UInt64 = Workload.defaultSeed

    @Option(
        name: .customLong("param"),
        help: ArgumentHelp("A layout parameter, key=value (repeatable).", valueName: "key=value"))
    var params: [String] = []

    /// The layout's parameters from `--param key=value` and `--columns`; errors name the option.
    func parameters(for plugin: any LayoutPlugin) throws -> JSONValue {
        let pairs = try params.map { param -> (key: String, value: String) in
            let parts = param.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else {
                throw GridPerfError("--param \(param): expected key=value")
            }
            return (key: parts[0], value: parts[1])
        }
        return try plugin.parameterObject(options: pairs, columns: try columns?.value("--columns"))
    }

    /// The item model, checked.
    func distribution() throws -> ItemDistribution { try ItemDistribution(parsing: itemsModel) }
}
