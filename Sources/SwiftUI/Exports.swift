// gridperf's SwiftUI: the `Layout` API of Apple's SwiftUI, for Linux, over gridperf's subview
// storage. A file that says `import SwiftUI` and defines a `Layout` compiles unchanged against
// it (views, state and previews are out of scope: keep them in another file).
//
// As Apple's SwiftUI, importing it brings Foundation (CGFloat, CGSize, CGRect, CGPoint).
@_exported import Foundation
