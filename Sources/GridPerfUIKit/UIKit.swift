// gridperf's UIKit: what SwiftUI code takes from UIKit, compiled and not drawn, each with a
// documented value. A user's module imports it as `UIKit` (`-module-alias UIKit=GridPerfUIKit`,
// SourceBuild): a module named UIKit would make `#if canImport(UIKit)` true for every package
// built beside gridperf. It brings SwiftUI (where `UIColor` lives, for `Color(uiColor:)`) and
// Foundation with it: a file that imports UIKit alone sees more here than on iOS, never less.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import SwiftUI

/// The device's screen: gridperf's window (390 × 844 points unless `--width`, `--height` or a
/// preview's traits say otherwise), at 3× (gridperf lays out a 3× iPhone).
public final class UIScreen: @unchecked Sendable {
    /// Apple: "Returns the screen object representing the device's screen" (deprecated since
    /// iOS 16 for the window scene's screen, still common in SwiftUI code).
    public class var main: UIScreen { UIScreen() }
    public init() {}
    /// The window the view being evaluated is laid out in.
    public var bounds: CGRect {
        let window = ViewSceneBuilder._currentWindow
        return CGRect(x: 0, y: 0, width: window.width, height: window.height)
    }
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    public var scale: CGFloat { 3 }
    public var nativeScale: CGFloat { 3 }
}

/// The device: an iPhone, its orientation the window's.
public final class UIDevice: @unchecked Sendable {
    public class var current: UIDevice { UIDevice() }
    public init() {}
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    public var name: String { "iPhone" }
    public var model: String { "iPhone" }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "18.0" }
    public var orientation: UIDeviceOrientation {
        let window = ViewSceneBuilder._currentWindow
        return window.width > window.height ? .landscapeLeft : .portrait
    }
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}

public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// An image: a named one the size the asset catalog gives it (`--app`, `--assets`), any other
/// 20 × 20 points, as `Image("name")` is (docs/SPEC-FORMAT.md).
public final class UIImage: @unchecked Sendable {
    let name: String?
    public let size: CGSize
    public var scale: CGFloat { 3 }

    init(name: String?) {
        self.name = name
        let size = name.flatMap(ViewSceneBuilder._imageSize(named:)) ?? (20, 20)
        self.size = CGSize(width: size.width, height: size.height)
    }
    public convenience init?(named name: String) { self.init(name: name) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: Any?) {
        self.init(name: name)
    }
    public convenience init?(systemName: String) { self.init(name: nil) }
    public convenience init?(data: Data) { self.init(name: nil) }
    public convenience init?(contentsOfFile path: String) { self.init(name: nil) }
    public func withRenderingMode(_ mode: Int) -> UIImage { self }
}

extension Image {
    /// A `UIImage` shown: the named image it was made from, else one of the default size.
    public init(uiImage: UIImage) { self.init(uiImage.name ?? "") }
}

/// A font: its point size (Apple's Dynamic Type sizes at the default "Large" setting for the
/// text styles, from the Human Interface Guidelines' "Typography" table).
public final class UIFont: @unchecked Sendable {
    public let pointSize: CGFloat
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded() }
    public init(pointSize: CGFloat) { self.pointSize = pointSize }
    public convenience init?(name: String, size: CGFloat) { self.init(pointSize: size) }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle"), title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2"), title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline"), subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body"), callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote"), caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }

    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4), regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }

    /// The HIG's sizes at "Large": 34, 28, 22, 20, 17 (headline), 15, 17, 16, 13, 12, 11.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [String: CGFloat] = [
            "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "subheadline": 15,
            "body": 17, "callout": 16, "footnote": 13, "caption1": 12, "caption2": 11,
        ]
        return UIFont(pointSize: sizes[style.rawValue] ?? 17)
    }
    public class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size) }
    public class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size) }
    public class var labelFontSize: CGFloat { 17 }
    public class var systemFontSize: CGFloat { 14 }
}

extension Font {
    /// A `UIFont` as a SwiftUI font: the system font at its point size.
    public init(_ font: UIFont) { self = .system(size: font.pointSize) }
}

/// The corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1), topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4), bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners = UIRectCorner(rawValue: 15)
}

/// A path, as a custom `Shape` builds one (`Path(path.cgPath)`): shapes are laid out, not drawn.
public final class UIBezierPath: @unchecked Sendable {
    public init() {}
    public init(rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {}
    public init(ovalIn rect: CGRect) {}
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
    public var cgPath: CGPath { CGPath() }
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {}
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {}
    public func close() {}
}

/// The keyboard a text field asks for: `.keyboardType(.numberPad)`.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

extension View {
    /// Compiles, not drawn: the keyboard is not laid out.
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }
    /// Compiles, not drawn.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self { self }
}

/// The app: `UIApplication.shared`, whose URLs open nothing here.
public final class UIApplication: @unchecked Sendable {
    public class var shared: UIApplication { UIApplication() }
    public static let openSettingsURLString = "app-settings:"
    public init() {}
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
    public func canOpenURL(_ url: URL) -> Bool { false }
}
