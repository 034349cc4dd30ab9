import GridPerfServe
import JustifiedRows
import SwiftUI

// gridperf with more layouts: every command (run, layout, suite, compare, check, and serve: the
// playground's server is linked in by starting with `GridPerfServer.main`; `GridPerf.main` from
// module GridPerfCLI is the same without it) knows them. A SwiftUI `Layout` (any type conforming
// to SwiftUI's protocol, here one of SwiftUI's own, configured in Swift) registers with `.swiftUI(…)`.
GridPerfServer.main(plugins: [
    JustifiedRowsPlugin(), .swiftUI(HStackLayout(alignment: .top, spacing: 4), name: "hstack-4"),
])
