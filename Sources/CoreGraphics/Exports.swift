// gridperf's CoreGraphics: on Linux, CGFloat, CGPoint, CGSize and CGRect come from Foundation;
// `import CoreGraphics` brings them, as it does on Apple's platforms. (CGAffineTransform is in
// SwiftUI: a module named CoreGraphics beside swift-testing would ask for its cross-import overlay.)
@_exported import Foundation

/// A colour in device RGB, as `CGColor(red:green:blue:alpha:)` makes one on Apple's platforms
/// (Apple's docs: CGColor, `init(red:green:blue:alpha:)`, macOS 10.15 / iOS 13). gridperf draws
/// nothing; it is here because a module named CoreGraphics makes `#if canImport(CoreGraphics)`
/// true for every package built beside it, and those packages (swift-property-based's colour
/// generator, a SwiftUI file's colours) then ask for it.
public final class CGColor: @unchecked Sendable {
    /// Red, green, blue and alpha, each in 0...1, as given.
    public let components: [CGFloat]?
    /// The number of components: three colours and alpha.
    public var numberOfComponents: Int { 4 }
    /// The alpha component.
    public var alpha: CGFloat { components?[3] ?? 1 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }
}

/// A path, as `UIBezierPath.cgPath` hands one to `Path(_:)` in a custom shape: gridperf lays
/// shapes out and draws none, so it holds nothing.
public class CGPath: @unchecked Sendable {
    public init() {}
}

/// A path built step by step (`CGMutablePath()`), as `CGPath` holds nothing.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public override init() {}
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func addRect(_ rect: CGRect) {}
    public func addEllipse(in rect: CGRect) {}
    public func closeSubpath() {}
}

/// A bitmap image, as `UIImage(cgImage:)` takes one: gridperf draws no pixels, so it holds none.
public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public init(width: Int = 0, height: Int = 0) {
        self.width = width
        self.height = height
    }
}
