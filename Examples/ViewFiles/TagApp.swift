// An app's entry point beside its views: it compiles (gridperf starts no app); pass --view to
// pick the view to lay out.

import SwiftUI

@main
struct TagApp: App {
    var body: some Scene {
        WindowGroup {
            TagScreen()
        }
    }
}
