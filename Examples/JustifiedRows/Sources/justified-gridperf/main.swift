import GridPerfCLI
import JustifiedRows
import SwiftUI

// gridperf with more layouts: every command (run, layout, suite, compare, check) knows them.
// A SwiftUI `Layout` (any type conforming to SwiftUI's protocol, here one of SwiftUI's own,
// configured in Swift) registers with `.swiftUI(…)`.
GridPerf.main(plugins: [JustifiedRowsPlugin(), .swiftUI(HStackLayout(alignment: .top, spacing: 4), name: "hstack-4")])
