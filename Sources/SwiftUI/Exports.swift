// gridperf's SwiftUI: Apple's SwiftUI API for Linux — the `Layout` protocol over gridperf's
// subview storage, and the views (`View`, `Text`, the stacks and grids, the layout modifiers)
// that evaluate into the scene trees gridperf lays out and measures.
//
// As Apple's SwiftUI, importing it brings Foundation (CGFloat, CGSize, CGRect, CGPoint) and
// what SwiftUI code uses of Combine (`ObservableObject`, `@Published`) and Observation (`@Observable`),
// with the formatters Apple's Foundation has and Linux's lacks (GridPerfFoundation).
@_exported import GridPerfCombine
@_exported import GridPerfFoundation
@_exported import Foundation
@_exported import Observation
