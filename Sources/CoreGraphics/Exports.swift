// gridperf's CoreGraphics: on Linux, CGFloat, CGPoint, CGSize and CGRect come from Foundation;
// `import CoreGraphics` brings them, as it does on Apple's platforms. (CGAffineTransform is in
// SwiftUI: a module named CoreGraphics beside swift-testing would ask for its cross-import overlay.)
@_exported import Foundation
