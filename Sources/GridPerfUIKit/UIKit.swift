// gridperf's UIKit for a user's `import UIKit` (`-module-alias UIKit=GridPerfUIKit`, SourceBuild):
// a module named UIKit would make `#if canImport(UIKit)` true for every package built beside
// gridperf. UIKit's types that SwiftUI code uses are in the SwiftUI module (Surface/UIKit.swift),
// as `import SwiftUI` brings them on iOS; this module re-exports it, with Foundation and
// CoreGraphics: a file that imports UIKit alone sees more here than on iOS, never less.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import SwiftUI
