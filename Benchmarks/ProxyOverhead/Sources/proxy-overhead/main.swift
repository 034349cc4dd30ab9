import GridPerfCLI
import SwiftUI

// The same layout both ways: `proxy-overhead run --layout rows-native|rows-swiftui --instructions`.
GridPerf.main(plugins: [NativeRowsPlugin(), .swiftUI(SwiftUIRows(), name: "rows-swiftui")])
