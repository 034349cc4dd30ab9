import Foundation
import GridPerfHarness

/// The playground's page: `Page/playground.html`, `.css` and `.js`, files of their own (package
/// resources embedded in the executable, so the binary serves them wherever it is installed),
/// using only the JSON interface of `gridperf serve`. The scene lives in the URL's fragment, so a
/// link reproduces it.
enum PlaygroundPage {
    /// The page, with the server's defaults (width, item count, seed) written into its body.
    static let html: Data = {
        let defaults =
            #"{"width": \#(jsonNumber(Workload.defaultWidth)), "count": \#(PlaygroundScene.defaultCount), "seed": \#(Workload.defaultSeed)}"#
        let text = String(decoding: PackageResources.playground_html, as: UTF8.self)
        return Data(text.replacingOccurrences(of: "@DEFAULTS@", with: defaults).utf8)
    }()
    static let css = Data(PackageResources.playground_css)
    static let script = Data(PackageResources.playground_js)

    /// The generated presets: the reference texts' quizzes and examples, as layout requests.
    static let presets = Data(PackageResources.presets_json)

    /// The tree scenes of the reference texts (Examples/scenes), offered as presets.
    static let scenes: [(name: String, note: String, scene: Data)] = [
        (
            "Tree: the poster grid (PixarFilmGridView)",
            "LazyVGrid(adaptive 160–240, spacing 12) of VStack(alignment: .leading, spacing: 6) { poster 2:3; title; year }: at 390, two columns of 173; each card 307.5 tall.",
            Data(PackageResources.poster_grid_json)
        ),
        (
            "Tree: the film table (PixarFilmTableView)",
            "Grid of GridRows; a Divider spans the four columns; the rating cell is HStack(spacing: 2) { star; Text }.",
            Data(PackageResources.film_table_json)
        ),
        (
            "Tree: a chip flow",
            "Text(tag).font(.caption).padding(.horizontal, 6).padding(.vertical, 3).background(Capsule()) in a flow: chips at their own width, never one a line.",
            Data(PackageResources.chip_flow_json)
        ),
    ]
}
