import CoreGraphics
import GridPerfCore
import Foundation

// UIKit as SwiftUI code sees it: on iOS, `import SwiftUI` alone brings UIKit's types (public
// screens call `.keyboardType(.decimalPad)` and `UIScreen.main.bounds` with no other import), so
// they live here, compiled and not drawn, each with a documented value; `import UIKit` loads
// GridPerfUIKit, which re-exports this module.

/// The device's screen: gridperf's window (390 × 844 points unless `--width`, `--height` or a
/// preview's traits say otherwise), at 3× (gridperf lays out a 3× iPhone).
///
/// Approximated: the difference from SwiftUI is stated above.
public final class UIScreen: @unchecked Sendable {
    /// Apple: "Returns the screen object representing the device's screen" (deprecated since
    /// iOS 16 for the window scene's screen, still common in SwiftUI code).
    ///
    /// Approximated: see `UIScreen`.
    public class var main: UIScreen { UIScreen() }
    /// Makes an `UIScreen`. Approximated: see `UIScreen`.
    public init() {}
    /// The window the view being evaluated is laid out in.
    ///
    /// Approximated: see `UIScreen`.
    public var bounds: CGRect {
        let window = ViewSceneBuilder.currentWindow
        return CGRect(x: 0, y: 0, width: window.width, height: window.height)
    }
    /// `UIScreen`'s `nativeBounds`. Approximated: see `UIScreen`.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// `UIScreen`'s `scale`. Approximated: see `UIScreen`.
    public var scale: CGFloat { 3 }
    /// `UIScreen`'s `nativeScale`. Approximated: see `UIScreen`.
    public var nativeScale: CGFloat { 3 }
}

/// The device: an iPhone, its orientation the window's.
///
/// Approximated: the difference from SwiftUI is stated above.
public final class UIDevice: @unchecked Sendable {
    /// `UIDevice`'s `current`. Approximated: see `UIDevice`.
    public class var current: UIDevice { UIDevice() }
    /// Makes an `UIDevice`. Approximated: see `UIDevice`.
    public init() {}
    /// `UIDevice`'s `userInterfaceIdiom`. Approximated: see `UIDevice`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// `UIDevice`'s `name`. Approximated: see `UIDevice`.
    public var name: String { "iPhone" }
    /// `UIDevice`'s `model`. Approximated: see `UIDevice`.
    public var model: String { "iPhone" }
    /// `UIDevice`'s `systemName`. Approximated: see `UIDevice`.
    public var systemName: String { "iOS" }
    /// `UIDevice`'s `systemVersion`. Approximated: see `UIDevice`.
    public var systemVersion: String { "18.0" }
    /// `UIDevice`'s `orientation`. Approximated: see `UIDevice`.
    public var orientation: UIDeviceOrientation {
        let window = ViewSceneBuilder.currentWindow
        return window.width > window.height ? .landscapeLeft : .portrait
    }
}

/// UIKit's `UIUserInterfaceIdiom`. Not drawn: compiles, and changes no layout.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// A case of `UIUserInterfaceIdiom`. Not drawn: compiles, and changes no layout.
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}

/// UIKit's `UIDeviceOrientation`. Not drawn: compiles, and changes no layout.
public enum UIDeviceOrientation: Int, Sendable {
    /// A case of `UIDeviceOrientation`. Not drawn: compiles, and changes no layout.
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    /// `UIDeviceOrientation`'s `isLandscape`. Not drawn: compiles, and changes no layout.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// `UIDeviceOrientation`'s `isPortrait`. Not drawn: compiles, and changes no layout.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// An image: a named one the size the asset catalog gives it (`--app`, `--assets`), any other
/// 20 × 20 points, as `Image("name")` is (docs/SPEC-FORMAT.md).
///
/// Approximated: the difference from SwiftUI is stated above.
public final class UIImage: @unchecked Sendable {
    let name: String?
    /// `UIImage`'s `size`. Approximated: see `UIImage`.
    public let size: CGSize
    /// `UIImage`'s `scale`. Approximated: see `UIImage`.
    public var scale: CGFloat { 3 }

    /// An image of `size` that holds no pixels (what a renderer or an image context made).
    init(drawnAt size: CGSize) {
        name = nil
        self.size = size
    }
    /// The generated symbol of an asset catalog's image (`UIImage(resource: .poster)`).
    ///
    /// Approximated: see `UIImage`.
    public convenience init(resource: ImageResource) { self.init(name: resource.name) }
    /// Draws the image: gridperf draws no pixels.
    ///
    /// Approximated: see `UIImage`.
    public func draw(in rect: CGRect) {}
    /// `UIImage`'s `draw(at:)`. Approximated: see `UIImage`.
    public func draw(at point: CGPoint) {}
    /// `UIImage`'s `draw(in:blendMode:alpha:)`. Approximated: see `UIImage`.
    public func draw(in rect: CGRect, blendMode: Int, alpha: CGFloat) {}

    init(name: String?) {
        self.name = name
        let side = ItemModel.defaultImageSide
        let size = name.flatMap(ViewSceneBuilder.imageSize(named:)) ?? (side, side)
        self.size = CGSize(width: size.width, height: size.height)
    }
    /// An empty image, as UIKit's `UIImage()`: no size.
    ///
    /// Approximated: see `UIImage`.
    public init() {
        name = nil
        size = .zero
    }
    /// Makes an `UIImage`. Approximated: see `UIImage`.
    public convenience init?(named name: String) { self.init(name: name) }
    /// Makes an `UIImage`. Approximated: see `UIImage`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: Any?) {
        self.init(name: name)
    }
    /// Makes an `UIImage`. Approximated: see `UIImage`.
    public convenience init?(systemName: String) { self.init(name: nil) }
    /// Makes an `UIImage`. Approximated: see `UIImage`.
    public convenience init?(data: Data) { self.init(name: nil) }
    /// Makes an `UIImage`. Approximated: see `UIImage`.
    public convenience init?(contentsOfFile path: String) { self.init(name: nil) }
    /// `UIImage`'s `withRenderingMode(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func withRenderingMode(_ mode: Int) -> UIImage { self }
    /// An image made from Core Graphics' pixels: gridperf has none, so one of no size.
    ///
    /// Approximated: see `UIImage`.
    public convenience init(cgImage: CGImage) { self.init() }
    /// The image's encoded bytes: gridperf draws no pixels, so there are none (`nil`, as UIKit
    /// answers for an image it cannot encode).
    ///
    /// Approximated: see `UIImage`.
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
    /// `UIImage`'s `pngData()`. Approximated: see `UIImage`.
    public func pngData() -> Data? { nil }
}

extension Image {
    /// A `UIImage` shown: the named image it was made from, else one of the default size.
    ///
    /// Laid out as in SwiftUI.
    public init(uiImage: UIImage) { self.init(uiImage.name ?? "") }
}

/// A font: its point size (Apple's Dynamic Type sizes at the default "Large" setting for the
/// text styles, from the Human Interface Guidelines' "Typography" table).
///
/// Approximated: the difference from SwiftUI is stated above.
public final class UIFont: @unchecked Sendable {
    /// `UIFont`'s `pointSize`. Approximated: see `UIFont`.
    public let pointSize: CGFloat
    /// `UIFont`'s `lineHeight`. Approximated: see `UIFont`.
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded() }
    /// Makes an `UIFont`. Approximated: see `UIFont`.
    public init(pointSize: CGFloat) { self.pointSize = pointSize }
    /// Makes an `UIFont`. Approximated: see `UIFont`.
    public convenience init?(name: String, size: CGFloat) { self.init(pointSize: size) }

    /// UIKit's `UIFont.TextStyle`. Not drawn: compiles, and changes no layout.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// `UIFont.TextStyle`'s `rawValue`. Not drawn: compiles, and changes no layout.
        public let rawValue: String
        /// Makes an `UIFont.TextStyle`. Not drawn: compiles, and changes no layout.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `UIFont.TextStyle`'s `largeTitle`. Not drawn: compiles, and changes no layout.
        public static let largeTitle = TextStyle(rawValue: "largeTitle"), title1 = TextStyle(rawValue: "title1")
        /// `UIFont.TextStyle`'s `title2`. Not drawn: compiles, and changes no layout.
        public static let title2 = TextStyle(rawValue: "title2"), title3 = TextStyle(rawValue: "title3")
        /// `UIFont.TextStyle`'s `headline`. Not drawn: compiles, and changes no layout.
        public static let headline = TextStyle(rawValue: "headline"), subheadline = TextStyle(rawValue: "subheadline")
        /// `UIFont.TextStyle`'s `body`. Not drawn: compiles, and changes no layout.
        public static let body = TextStyle(rawValue: "body"), callout = TextStyle(rawValue: "callout")
        /// `UIFont.TextStyle`'s `footnote`. Not drawn: compiles, and changes no layout.
        public static let footnote = TextStyle(rawValue: "footnote"), caption1 = TextStyle(rawValue: "caption1")
        /// `UIFont.TextStyle`'s `caption2`. Not drawn: compiles, and changes no layout.
        public static let caption2 = TextStyle(rawValue: "caption2")
    }

    /// UIKit's `UIFont.Weight`. Not drawn: compiles, and changes no layout.
    public struct Weight: Hashable, Sendable {
        /// `UIFont.Weight`'s `rawValue`. Not drawn: compiles, and changes no layout.
        public let rawValue: CGFloat
        /// Makes an `UIFont.Weight`. Not drawn: compiles, and changes no layout.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// `UIFont.Weight`'s `ultraLight`. Not drawn: compiles, and changes no layout.
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6)
        /// `UIFont.Weight`'s `light`. Not drawn: compiles, and changes no layout.
        public static let light = Weight(rawValue: -0.4), regular = Weight(rawValue: 0)
        /// `UIFont.Weight`'s `medium`. Not drawn: compiles, and changes no layout.
        public static let medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        /// `UIFont.Weight`'s `bold`. Not drawn: compiles, and changes no layout.
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }

    /// The HIG's sizes at "Large": 34, 28, 22, 20, 17 (headline), 15, 17, 16, 13, 12, 11.
    ///
    /// Approximated: see `UIFont`.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [String: CGFloat] = [
            "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "subheadline": 15,
            "body": 17, "callout": 16, "footnote": 13, "caption1": 12, "caption2": 11,
        ]
        return UIFont(pointSize: sizes[style.rawValue] ?? 17)
    }
    /// `UIFont`'s `systemFont(ofSize:)`. Approximated: see `UIFont`.
    public class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    /// `UIFont`'s `systemFont(ofSize:weight:)`. Approximated: see `UIFont`.
    public class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size) }
    /// `UIFont`'s `boldSystemFont(ofSize:)`. Approximated: see `UIFont`.
    public class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    /// `UIFont`'s `monospacedSystemFont(ofSize:weight:)`. Approximated: see `UIFont`.
    public class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size) }
    /// `UIFont`'s `labelFontSize`. Approximated: see `UIFont`.
    public class var labelFontSize: CGFloat { 17 }
    /// The installed font families: gridperf measures text by its own metrics and installs no
    /// fonts, so none (a font named by `Font.custom` is measured as the system font).
    ///
    /// Approximated: see `UIFont`.
    public class var familyNames: [String] { [] }
    /// `UIFont`'s `fontNames(forFamilyName:)`. Approximated: see `UIFont`.
    public class func fontNames(forFamilyName familyName: String) -> [String] { [] }
    /// `UIFont`'s `systemFontSize`. Approximated: see `UIFont`.
    public class var systemFontSize: CGFloat { 14 }
}

extension Font {
    /// A `UIFont` as a SwiftUI font: the system font at its point size.
    ///
    /// Approximated: see `Font`.
    public init(_ font: UIFont) { self = .system(size: font.pointSize) }
}

/// The corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
///
/// Not drawn: compiles, and changes no layout.
public struct UIRectCorner: OptionSet, Sendable {
    /// `UIRectCorner`'s `rawValue`. Not drawn: compiles, and changes no layout.
    public let rawValue: UInt
    /// Makes an `UIRectCorner`. Not drawn: compiles, and changes no layout.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `UIRectCorner`'s `topLeft`. Not drawn: compiles, and changes no layout.
    public static let topLeft = UIRectCorner(rawValue: 1), topRight = UIRectCorner(rawValue: 2)
    /// `UIRectCorner`'s `bottomLeft`. Not drawn: compiles, and changes no layout.
    public static let bottomLeft = UIRectCorner(rawValue: 4), bottomRight = UIRectCorner(rawValue: 8)
    /// `UIRectCorner`'s `allCorners`. Not drawn: compiles, and changes no layout.
    public static let allCorners = UIRectCorner(rawValue: 15)
}

/// A path, as a custom `Shape` builds one (`Path(path.cgPath)`): shapes are laid out, not drawn.
///
/// Not drawn: compiles, and changes no layout.
public final class UIBezierPath: @unchecked Sendable {
    /// Makes an `UIBezierPath`. Not drawn: compiles, and changes no layout.
    public init() {}
    /// Makes an `UIBezierPath`. Not drawn: compiles, and changes no layout.
    public init(rect: CGRect) {}
    /// Makes an `UIBezierPath`. Not drawn: compiles, and changes no layout.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
    /// Makes an `UIBezierPath`. Not drawn: compiles, and changes no layout.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {}
    /// Makes an `UIBezierPath`. Not drawn: compiles, and changes no layout.
    public init(ovalIn rect: CGRect) {}
    /// Makes an `UIBezierPath`. Not drawn: compiles, and changes no layout.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
    /// `UIBezierPath`'s `cgPath`. Not drawn: compiles, and changes no layout.
    public var cgPath: CGPath { CGPath() }
    /// `UIBezierPath`'s `move(to:)`. Not drawn: compiles, and changes no layout.
    public func move(to point: CGPoint) {}
    /// `UIBezierPath`'s `addLine(to:)`. Not drawn: compiles, and changes no layout.
    public func addLine(to point: CGPoint) {}
    /// `UIBezierPath`'s `addCurve(to:controlPoint1:controlPoint2:)`. Not drawn: compiles, and changes no layout.
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {}
    /// `UIBezierPath`'s `addQuadCurve(to:controlPoint:)`. Not drawn: compiles, and changes no layout.
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {}
    /// `UIBezierPath`'s `close()`. Not drawn: compiles, and changes no layout.
    public func close() {}
}

/// The keyboard a text field asks for: `.keyboardType(.numberPad)`.
///
/// Not drawn: compiles, and changes no layout.
public enum UIKeyboardType: Int, Sendable {
    /// A case of `UIKeyboardType`. Not drawn: compiles, and changes no layout.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        /// A case of `UIKeyboardType`. Not drawn: compiles, and changes no layout.
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// UIKit's `UITextAutocapitalizationType`. Not drawn: compiles, and changes no layout.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// A case of `UITextAutocapitalizationType`. Not drawn: compiles, and changes no layout.
    case none, words, sentences, allCharacters
}

extension View {
    /// Compiles, not drawn: the keyboard is not laid out.
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func keyboardType(_ type: UIKeyboardType) -> Self { self }
    /// Compiles, not drawn.
    ///
    /// Not drawn: returns the view unchanged, so it lays out as without it.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> Self { self }
}

/// The app: `UIApplication.shared`, whose URLs open nothing here.
///
/// Not drawn: compiles, and changes no layout.
public final class UIApplication: @unchecked Sendable {
    /// `UIApplication`'s `shared`. Not drawn: compiles, and changes no layout.
    public class var shared: UIApplication { UIApplication() }
    /// `UIApplication`'s `openSettingsURLString`. Not drawn: compiles, and changes no layout.
    public static let openSettingsURLString = "app-settings:"
    /// Makes an `UIApplication`. Not drawn: compiles, and changes no layout.
    public init() {}
    /// `UIApplication`'s `open(_:options:completionHandler:)`. Not drawn: compiles, and changes no layout.
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }
    /// `UIApplication`'s `canOpenURL(_:)`. Not drawn: compiles, and changes no layout.
    public func canOpenURL(_ url: URL) -> Bool { false }
    /// The app's windows (deprecated in iOS 15, still read for the safe area): one, gridperf's.
    ///
    /// Not drawn: compiles, and changes no layout.
    public var windows: [UIWindow] { [UIWindow()] }
    /// The app's scenes: one window scene holding gridperf's window.
    ///
    /// Not drawn: compiles, and changes no layout.
    public var connectedScenes: Set<UIScene> { [UIWindowScene()] }
    /// Alternate app icons: gridperf shows no icon; setting one calls the completion at once with
    /// no error.
    ///
    /// Not drawn: compiles, and changes no layout.
    public var supportsAlternateIcons: Bool { false }
    /// `UIApplication`'s `alternateIconName`. Not drawn: compiles, and changes no layout.
    public var alternateIconName: String? { nil }
    /// `UIApplication`'s `setAlternateIconName(_:completionHandler:)`. Not drawn: compiles, and changes no layout.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    /// Sends an action up the responder chain: there is none here, so no one handles it.
    ///
    /// Not drawn: compiles, and changes no layout.
    @discardableResult
    public func sendAction(_ action: String, to target: Any?, from sender: Any?, for event: Any?) -> Bool { false }
}

/// A scene of the app (`UIApplication.shared.connectedScenes`): gridperf's is in the foreground.
///
/// Not drawn: compiles, and changes no layout.
open class UIScene: NSObject {
    /// UIKit's `UIScene.ActivationState`. Not drawn: compiles, and changes no layout.
    public enum ActivationState: Int, Sendable {
        /// A case of `UIScene.ActivationState`. Not drawn: compiles, and changes no layout.
        case unattached = -1, foregroundActive, foregroundInactive, background
    }
    /// `UIScene`'s `activationState`. Not drawn: compiles, and changes no layout.
    open var activationState: ActivationState { .foregroundActive }
}

/// The scene holding gridperf's window.
///
/// Not drawn: compiles, and changes no layout.
open class UIWindowScene: UIScene {
    /// `UIWindowScene`'s `windows`. Not drawn: compiles, and changes no layout.
    open var windows: [UIWindow] { [UIWindow()] }
    /// `UIWindowScene`'s `keyWindow`. Not drawn: compiles, and changes no layout.
    open var keyWindow: UIWindow? { windows.first }
    /// `UIWindowScene`'s `screen`. Not drawn: compiles, and changes no layout.
    open var screen: UIScreen { UIScreen.main }
}

/// The app delegate SwiftUI makes for an `App` (`@UIApplicationDelegateAdaptor(AppDelegate.self)`):
/// gridperf lays out views and never launches the app, so there is no delegate: reading one stops
/// with a message naming it (the `App` struct that declares it is compiled, never made).
///
/// Not drawn: compiles, and changes no layout.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    /// Makes an `UIApplicationDelegateAdaptor`. Not drawn: compiles, and changes no layout.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    /// `UIApplicationDelegateAdaptor`'s `wrappedValue`. Not drawn: compiles, and changes no layout.
    public var wrappedValue: DelegateType {
        ViewSceneBuilder.stop(
            "@UIApplicationDelegateAdaptor \(DelegateType.self): gridperf does not launch the app, so there is no app delegate"
        )
    }
}

/// An object that answers events, as UIKit's `UIResponder` (an app delegate's superclass): none
/// arrive here. Its keyboard notifications are declared so that code observing them compiles;
/// they are never posted.
///
/// Not drawn: compiles, and changes no layout.
open class UIResponder: NSObject {
    /// `UIResponder`'s `keyboardWillShowNotification`. Not drawn: compiles, and changes no layout.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// `UIResponder`'s `keyboardWillHideNotification`. Not drawn: compiles, and changes no layout.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// `UIResponder`'s `keyboardWillChangeFrameNotification`. Not drawn: compiles, and changes no layout.
    public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// `UIResponder`'s `keyboardFrameEndUserInfoKey`. Not drawn: compiles, and changes no layout.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// `UIResponder`'s `keyboardAnimationDurationUserInfoKey`. Not drawn: compiles, and changes no layout.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}

/// An app delegate (`@UIApplicationDelegateAdaptor`): every method has a default, as UIKit's
/// optional ones; gridperf never launches the app, so none is called.
///
/// Not drawn: compiles, and changes no layout.
public protocol UIApplicationDelegate: AnyObject {
    /// `UIApplicationDelegate`'s `application(_:didFinishLaunchingWithOptions:)`. Not drawn: compiles, and changes no
    /// layout.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
}

extension UIApplicationDelegate {
    /// `UIApplicationDelegate`'s `application(_:didFinishLaunchingWithOptions:)`. Not drawn: compiles, and changes no
    /// layout.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
}

extension UIApplication {
    /// The keys of an app's launch options.
    ///
    /// Not drawn: compiles, and changes no layout.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// `UIApplication.LaunchOptionsKey`'s `rawValue`. Not drawn: compiles, and changes no layout.
        public let rawValue: String
        /// Makes an `UIApplication.LaunchOptionsKey`. Not drawn: compiles, and changes no layout.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// The distances a view keeps from its edges, as UIKit's `UIEdgeInsets`.
///
/// Not drawn: compiles, and changes no layout.
public struct UIEdgeInsets: Equatable, Sendable {
    /// `UIEdgeInsets`'s `top`. Not drawn: compiles, and changes no layout.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    /// Makes an `UIEdgeInsets`. Not drawn: compiles, and changes no layout.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// `UIEdgeInsets`'s `zero`. Not drawn: compiles, and changes no layout.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// MARK: Haptics and text checking

/// Haptic feedback: compiles, nothing to feel on Linux.
///
/// Not drawn: compiles, and changes no layout.
public final class UINotificationFeedbackGenerator: @unchecked Sendable {
    /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`. Not drawn: compiles, and changes no layout.
    public enum FeedbackType: Int, Sendable {
        /// A case of `UINotificationFeedbackGenerator.FeedbackType`. Not drawn: compiles, and changes no layout.
        case success, warning, error
    }
    /// Makes an `UINotificationFeedbackGenerator`. Not drawn: compiles, and changes no layout.
    public init() {}
    /// `UINotificationFeedbackGenerator`'s `prepare()`. Not drawn: compiles, and changes no layout.
    public func prepare() {}
    /// `UINotificationFeedbackGenerator`'s `notificationOccurred(_:)`. Not drawn: compiles, and changes no layout.
    public func notificationOccurred(_ type: FeedbackType) {}
}

/// UIKit's `UIImpactFeedbackGenerator`. Not drawn: compiles, and changes no layout.
public final class UIImpactFeedbackGenerator: @unchecked Sendable {
    /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`. Not drawn: compiles, and changes no layout.
    public enum FeedbackStyle: Int, Sendable {
        /// A case of `UIImpactFeedbackGenerator.FeedbackStyle`. Not drawn: compiles, and changes no layout.
        case light, medium, heavy, soft, rigid
    }
    /// Makes an `UIImpactFeedbackGenerator`. Not drawn: compiles, and changes no layout.
    public init(style: FeedbackStyle = .medium) {}
    /// `UIImpactFeedbackGenerator`'s `prepare()`. Not drawn: compiles, and changes no layout.
    public func prepare() {}
    /// `UIImpactFeedbackGenerator`'s `impactOccurred()`. Not drawn: compiles, and changes no layout.
    public func impactOccurred() {}
    /// `UIImpactFeedbackGenerator`'s `impactOccurred(intensity:)`. Not drawn: compiles, and changes no layout.
    public func impactOccurred(intensity: CGFloat) {}
}

/// UIKit's `UISelectionFeedbackGenerator`. Not drawn: compiles, and changes no layout.
public final class UISelectionFeedbackGenerator: @unchecked Sendable {
    /// Makes an `UISelectionFeedbackGenerator`. Not drawn: compiles, and changes no layout.
    public init() {}
    /// `UISelectionFeedbackGenerator`'s `prepare()`. Not drawn: compiles, and changes no layout.
    public func prepare() {}
    /// `UISelectionFeedbackGenerator`'s `selectionChanged()`. Not drawn: compiles, and changes no layout.
    public func selectionChanged() {}
}

/// Spelling: every word is spelt right here (no dictionary): `rangeOfMisspelledWord` finds none.
///
/// Not drawn: compiles, and changes no layout.
public final class UITextChecker: @unchecked Sendable {
    /// Makes an `UITextChecker`. Not drawn: compiles, and changes no layout.
    public init() {}
    /// `UITextChecker`'s `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`. Not drawn: compiles, and changes
    /// no layout.
    public func rangeOfMisspelledWord(
        in string: String, range: NSRange, startingAt startingOffset: Int, wrap: Bool, language: String
    ) -> NSRange { NSRange(location: NSNotFound, length: 0) }
}

// MARK: UIKit views inside SwiftUI

/// A UIKit view: made by a representable, never drawn.
///
/// Not drawn: compiles, and changes no layout.
open class UIView {
    /// `UIView`'s `frame`. Not drawn: compiles, and changes no layout.
    public var frame: CGRect
    /// `UIView`'s `backgroundColor`. Not drawn: compiles, and changes no layout.
    open var backgroundColor: UIColor?
    /// `UIView`'s `isHidden`. Not drawn: compiles, and changes no layout.
    open var isHidden = false
    /// `UIView`'s `alpha`. Not drawn: compiles, and changes no layout.
    open var alpha: CGFloat = 1
    /// Makes an `UIView`. Not drawn: compiles, and changes no layout.
    public required init(frame: CGRect) { self.frame = frame }
    /// The view's appearance proxy (`UITableView.appearance().backgroundColor = .clear`, common in
    /// iOS 13–15 SwiftUI code): a view of the class whose settings reach nothing here.
    ///
    /// Not drawn: compiles, and changes no layout.
    open class func appearance() -> Self { Self(frame: .zero) }
    /// Makes an `UIView`. Not drawn: compiles, and changes no layout.
    public convenience init() { self.init(frame: .zero) }
    /// `UIView`'s `addSubview(_:)`. Not drawn: compiles, and changes no layout.
    open func addSubview(_ view: UIView) {}
    /// `UIView`'s `setNeedsLayout()`. Not drawn: compiles, and changes no layout.
    open func setNeedsLayout() {}
    /// `UIView`'s `layoutIfNeeded()`. Not drawn: compiles, and changes no layout.
    open func layoutIfNeeded() {}
}

/// A window: gridperf's, whose safe area is empty (gridperf lays out the window whole; docs/SWIFTUI.md).
///
/// Approximated: the difference from SwiftUI is stated above.
open class UIWindow: UIView {
    /// Makes an `UIWindow`. Approximated: see `UIWindow`.
    public convenience init() {
        let window = ViewSceneBuilder.currentWindow
        self.init(frame: CGRect(x: 0, y: 0, width: window.width, height: window.height))
    }
    /// `UIWindow`'s `safeAreaInsets`. Approximated: see `UIWindow`.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// `UIWindow`'s `isKeyWindow`. Approximated: see `UIWindow`.
    open var isKeyWindow: Bool { true }
}

/// A scroll view, styled through its appearance proxy (`UIScrollView.appearance().bounces = false`).
///
/// Not drawn: compiles, and changes no layout.
open class UIScrollView: UIView {
    /// `UIScrollView`'s `bounces`. Not drawn: compiles, and changes no layout.
    open var bounces = true
    /// `UIScrollView`'s `showsVerticalScrollIndicator`. Not drawn: compiles, and changes no layout.
    open var showsVerticalScrollIndicator = true
    /// `UIScrollView`'s `showsHorizontalScrollIndicator`. Not drawn: compiles, and changes no layout.
    open var showsHorizontalScrollIndicator = true
    /// `UIScrollView`'s `isPagingEnabled`. Not drawn: compiles, and changes no layout.
    open var isPagingEnabled = false
    /// `UIScrollView`'s `contentOffset`. Not drawn: compiles, and changes no layout.
    open var contentOffset = CGPoint.zero
    /// `UIScrollView`'s `contentInset`. Not drawn: compiles, and changes no layout.
    open var contentInset = UIEdgeInsets.zero
}

/// A text view (in a `UIViewRepresentable`): made, never drawn; its content size is its frame's.
///
/// Not drawn: compiles, and changes no layout.
open class UITextView: UIView {
    /// `UITextView`'s `text`. Not drawn: compiles, and changes no layout.
    open var text: String! = ""
    /// `UITextView`'s `font`. Not drawn: compiles, and changes no layout.
    open var font: UIFont?
    /// `UITextView`'s `textColor`. Not drawn: compiles, and changes no layout.
    open var textColor: UIColor?
    /// `UITextView`'s `isEditable`. Not drawn: compiles, and changes no layout.
    open var isEditable = true
    /// `UITextView`'s `isScrollEnabled`. Not drawn: compiles, and changes no layout.
    open var isScrollEnabled = true
    /// `UITextView`'s `delegate`. Not drawn: compiles, and changes no layout.
    open weak var delegate: (any UITextViewDelegate)?
    /// `UITextView`'s `contentSize`. Not drawn: compiles, and changes no layout.
    open var contentSize: CGSize { frame.size }
}

/// What a text view tells its delegate: every method has a default that does nothing, as UIKit's
/// optional methods.
///
/// Not drawn: compiles, and changes no layout.
public protocol UITextViewDelegate: AnyObject {
    /// `UITextViewDelegate`'s `textViewDidBeginEditing(_:)`. Not drawn: compiles, and changes no layout.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// `UITextViewDelegate`'s `textViewDidEndEditing(_:)`. Not drawn: compiles, and changes no layout.
    func textViewDidEndEditing(_ textView: UITextView)
    /// `UITextViewDelegate`'s `textViewDidChange(_:)`. Not drawn: compiles, and changes no layout.
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// `UITextViewDelegate`'s `textViewDidBeginEditing(_:)`. Not drawn: compiles, and changes no layout.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// `UITextViewDelegate`'s `textViewDidEndEditing(_:)`. Not drawn: compiles, and changes no layout.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// `UITextViewDelegate`'s `textViewDidChange(_:)`. Not drawn: compiles, and changes no layout.
    public func textViewDidChange(_ textView: UITextView) {}
}

/// The states a control's attributes are set for (`setTitleTextAttributes(_:for: .selected)`).
///
/// Not drawn: compiles, and changes no layout.
public struct UIControlState: OptionSet, Hashable, Sendable {
    /// `UIControlState`'s `rawValue`. Not drawn: compiles, and changes no layout.
    public let rawValue: UInt
    /// Makes an `UIControlState`. Not drawn: compiles, and changes no layout.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `UIControlState`'s `normal`. Not drawn: compiles, and changes no layout.
    public static let normal = UIControlState([]), highlighted = UIControlState(rawValue: 1)
    /// `UIControlState`'s `disabled`. Not drawn: compiles, and changes no layout.
    public static let disabled = UIControlState(rawValue: 2), selected = UIControlState(rawValue: 4)
}

/// A control (`UIControl.State`).
///
/// Not drawn: compiles, and changes no layout.
open class UIControl: UIView {
    /// `UIControl`'s `State` type. Not drawn: compiles, and changes no layout.
    public typealias State = UIControlState
    /// `UIControl`'s `isEnabled`. Not drawn: compiles, and changes no layout.
    open var isEnabled = true
    /// `UIControl`'s `isSelected`. Not drawn: compiles, and changes no layout.
    open var isSelected = false
}

/// The segmented picker's UIKit view, which SwiftUI code styles through its appearance proxy.
///
/// Not drawn: compiles, and changes no layout.
open class UISegmentedControl: UIControl {
    /// `UISegmentedControl`'s `selectedSegmentTintColor`. Not drawn: compiles, and changes no layout.
    open var selectedSegmentTintColor: UIColor?
    /// `UISegmentedControl`'s `selectedSegmentIndex`. Not drawn: compiles, and changes no layout.
    open var selectedSegmentIndex = 0
    /// `UISegmentedControl`'s `setTitleTextAttributes(_:for:)`. Not drawn: compiles, and changes no layout.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

/// A table (what `List` was built on before iOS 16), styled through its appearance proxy.
///
/// Not drawn: compiles, and changes no layout.
open class UITableView: UIView {
    /// UIKit's `UITableView.SeparatorStyle`. Not drawn: compiles, and changes no layout.
    public enum SeparatorStyle: Int, Sendable {
        /// A case of `UITableView.SeparatorStyle`. Not drawn: compiles, and changes no layout.
        case none, singleLine
    }
    /// `UITableView`'s `separatorStyle`. Not drawn: compiles, and changes no layout.
    open var separatorStyle: SeparatorStyle = .singleLine
    /// `UITableView`'s `separatorColor`. Not drawn: compiles, and changes no layout.
    open var separatorColor: UIColor?
    /// `UITableView`'s `tableFooterView`. Not drawn: compiles, and changes no layout.
    open var tableFooterView: UIView?
    /// `UITableView`'s `tableHeaderView`. Not drawn: compiles, and changes no layout.
    open var tableHeaderView: UIView?
}

/// A table's cell, styled through its appearance proxy.
///
/// Not drawn: compiles, and changes no layout.
open class UITableViewCell: UIView {
    /// UIKit's `UITableViewCell.SelectionStyle`. Not drawn: compiles, and changes no layout.
    public enum SelectionStyle: Int, Sendable {
        /// A case of `UITableViewCell.SelectionStyle`. Not drawn: compiles, and changes no layout.
        case none, blue, gray, `default`
    }
    /// `UITableViewCell`'s `selectionStyle`. Not drawn: compiles, and changes no layout.
    open var selectionStyle: SelectionStyle = .default
}

/// How a navigation bar looks (iOS 13's `UINavigationBarAppearance`).
///
/// Not drawn: compiles, and changes no layout.
open class UINavigationBarAppearance {
    /// `UINavigationBarAppearance`'s `backgroundColor`. Not drawn: compiles, and changes no layout.
    open var backgroundColor: UIColor?
    /// `UINavigationBarAppearance`'s `titleTextAttributes`. Not drawn: compiles, and changes no layout.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// `UINavigationBarAppearance`'s `largeTitleTextAttributes`. Not drawn: compiles, and changes no layout.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// `UINavigationBarAppearance`'s `shadowColor`. Not drawn: compiles, and changes no layout.
    open var shadowColor: UIColor?
    /// Makes an `UINavigationBarAppearance`. Not drawn: compiles, and changes no layout.
    public init() {}
    /// `UINavigationBarAppearance`'s `configureWithOpaqueBackground()`. Not drawn: compiles, and changes no layout.
    open func configureWithOpaqueBackground() {}
    /// `UINavigationBarAppearance`'s `configureWithTransparentBackground()`. Not drawn: compiles, and changes no
    /// layout.
    open func configureWithTransparentBackground() {}
    /// `UINavigationBarAppearance`'s `configureWithDefaultBackground()`. Not drawn: compiles, and changes no layout.
    open func configureWithDefaultBackground() {}
}

/// The navigation bar, styled through its appearance proxy: gridperf draws no bar.
///
/// Not drawn: compiles, and changes no layout.
open class UINavigationBar: UIView {
    /// `UINavigationBar`'s `titleTextAttributes`. Not drawn: compiles, and changes no layout.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// `UINavigationBar`'s `largeTitleTextAttributes`. Not drawn: compiles, and changes no layout.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// `UINavigationBar`'s `barTintColor`. Not drawn: compiles, and changes no layout.
    open var barTintColor: UIColor?
    /// `UINavigationBar`'s `tintColor`. Not drawn: compiles, and changes no layout.
    open var tintColor: UIColor?
    /// `UINavigationBar`'s `isTranslucent`. Not drawn: compiles, and changes no layout.
    open var isTranslucent = true
    /// `UINavigationBar`'s `standardAppearance`. Not drawn: compiles, and changes no layout.
    open var standardAppearance = UINavigationBarAppearance()
    /// `UINavigationBar`'s `scrollEdgeAppearance`. Not drawn: compiles, and changes no layout.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// `UINavigationBar`'s `compactAppearance`. Not drawn: compiles, and changes no layout.
    open var compactAppearance: UINavigationBarAppearance?
    /// `UINavigationBar`'s `setBackgroundImage(_:for:)`. Not drawn: compiles, and changes no layout.
    open func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {}
    /// `UINavigationBar`'s `shadowImage`. Not drawn: compiles, and changes no layout.
    open var shadowImage: UIImage?
}

/// UIKit's `UIBarMetrics`. Not drawn: compiles, and changes no layout.
public enum UIBarMetrics: Int, Sendable {
    /// A case of `UIBarMetrics`. Not drawn: compiles, and changes no layout.
    case `default`, compact
}

/// The text attributes UIKit adds to Foundation's (`[.foregroundColor: UIColor.white]`).
extension NSAttributedString.Key {
    /// `NSAttributedString.Key`'s `foregroundColor`. Not drawn: compiles, and changes no layout.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// `NSAttributedString.Key`'s `backgroundColor`. Not drawn: compiles, and changes no layout.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// `NSAttributedString.Key`'s `font`. Not drawn: compiles, and changes no layout.
    public static let font = NSAttributedString.Key("NSFont")
}

/// The share sheet: made in a representable, never shown.
///
/// Not drawn: compiles, and changes no layout.
open class UIActivityViewController: UIViewController {
    /// Makes an `UIActivityViewController`. Not drawn: compiles, and changes no layout.
    public init(activityItems: [Any], applicationActivities: [Any]?) { super.init() }
    /// `UIActivityViewController`'s `completionWithItemsHandler`. Not drawn: compiles, and changes no layout.
    open var completionWithItemsHandler: ((Any?, Bool, [Any]?, Error?) -> Void)?
}

/// The traits a dynamic colour is resolved for: gridperf's window is light.
///
/// Not drawn: compiles, and changes no layout.
public final class UITraitCollection: @unchecked Sendable {
    /// UIKit's `UITraitCollection.UserInterfaceStyle`. Not drawn: compiles, and changes no layout.
    public enum UserInterfaceStyle: Int, Sendable {
        /// A case of `UITraitCollection.UserInterfaceStyle`. Not drawn: compiles, and changes no layout.
        case unspecified, light, dark
    }
    /// `UITraitCollection`'s `userInterfaceStyle`. Not drawn: compiles, and changes no layout.
    public let userInterfaceStyle: UserInterfaceStyle
    /// Makes an `UITraitCollection`. Not drawn: compiles, and changes no layout.
    public init(userInterfaceStyle: UserInterfaceStyle = .light) { self.userInterfaceStyle = userInterfaceStyle }
    /// `UITraitCollection`'s `current`. Not drawn: compiles, and changes no layout.
    public static var current: UITraitCollection { UITraitCollection() }
}

/// Page dots (in a `UIViewRepresentable`): made, never drawn.
///
/// Not drawn: compiles, and changes no layout.
open class UIPageControl: UIView {
    /// `UIPageControl`'s `numberOfPages`. Not drawn: compiles, and changes no layout.
    open var numberOfPages = 0
    /// `UIPageControl`'s `currentPage`. Not drawn: compiles, and changes no layout.
    open var currentPage = 0
    /// `UIPageControl`'s `hidesForSinglePage`. Not drawn: compiles, and changes no layout.
    open var hidesForSinglePage = false
    /// `UIPageControl`'s `pageIndicatorTintColor`. Not drawn: compiles, and changes no layout.
    open var pageIndicatorTintColor: UIColor?
    /// `UIPageControl`'s `currentPageIndicatorTintColor`. Not drawn: compiles, and changes no layout.
    open var currentPageIndicatorTintColor: UIColor?
}

/// UIKit's `UILabel`. Not drawn: compiles, and changes no layout.
open class UILabel: UIView {
    /// `UILabel`'s `text`. Not drawn: compiles, and changes no layout.
    open var text: String?
    /// `UILabel`'s `numberOfLines`. Not drawn: compiles, and changes no layout.
    open var numberOfLines = 1
    /// `UILabel`'s `font`. Not drawn: compiles, and changes no layout.
    open var font: UIFont?
    /// `UILabel`'s `textColor`. Not drawn: compiles, and changes no layout.
    open var textColor: UIColor?
}

/// UIKit's `UIActivityIndicatorView`. Not drawn: compiles, and changes no layout.
open class UIActivityIndicatorView: UIView {
    /// UIKit's `UIActivityIndicatorView.Style`. Not drawn: compiles, and changes no layout.
    public enum Style: Int, Sendable {
        /// A case of `UIActivityIndicatorView.Style`. Not drawn: compiles, and changes no layout.
        case medium, large
    }
    /// Makes an `UIActivityIndicatorView`. Not drawn: compiles, and changes no layout.
    public init(style: Style) { super.init(frame: .zero) }
    /// Makes an `UIActivityIndicatorView`. Not drawn: compiles, and changes no layout.
    public required init(frame: CGRect) { super.init(frame: frame) }
    /// `UIActivityIndicatorView`'s `startAnimating()`. Not drawn: compiles, and changes no layout.
    open func startAnimating() {}
    /// `UIActivityIndicatorView`'s `stopAnimating()`. Not drawn: compiles, and changes no layout.
    open func stopAnimating() {}
}

/// UIKit's `UIImageView`. Not drawn: compiles, and changes no layout.
open class UIImageView: UIView {
    /// `UIImageView`'s `image`. Not drawn: compiles, and changes no layout.
    open var image: UIImage?
    /// Makes an `UIImageView`. Not drawn: compiles, and changes no layout.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }
    /// Makes an `UIImageView`. Not drawn: compiles, and changes no layout.
    public required init(frame: CGRect) { super.init(frame: frame) }
}

/// A visual effect (a blur, a vibrancy) behind a view: made, never drawn.
///
/// Not drawn: compiles, and changes no layout.
open class UIVisualEffect: @unchecked Sendable {
    /// Makes an `UIVisualEffect`. Not drawn: compiles, and changes no layout.
    public init() {}
}

/// UIKit's `UIBlurEffect`. Not drawn: compiles, and changes no layout.
public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// UIKit's `UIBlurEffect.Style`. Not drawn: compiles, and changes no layout.
    public enum Style: Int, Sendable {
        /// A case of `UIBlurEffect.Style`. Not drawn: compiles, and changes no layout.
        case light, dark, regular, prominent, systemMaterial, systemThinMaterial, systemUltraThinMaterial
        /// A case of `UIBlurEffect.Style`. Not drawn: compiles, and changes no layout.
        case systemThickMaterial, systemChromeMaterial, systemMaterialLight, systemMaterialDark
        /// A case of `UIBlurEffect.Style`. Not drawn: compiles, and changes no layout.
        case systemUltraThinMaterialLight, systemUltraThinMaterialDark, systemThinMaterialLight, systemThinMaterialDark
        /// A case of `UIBlurEffect.Style`. Not drawn: compiles, and changes no layout.
        case systemThickMaterialLight, systemThickMaterialDark, systemChromeMaterialLight, systemChromeMaterialDark
    }
    /// Makes an `UIBlurEffect`. Not drawn: compiles, and changes no layout.
    public init(style: Style) { super.init() }
}

/// UIKit's `UIVisualEffectView`. Not drawn: compiles, and changes no layout.
open class UIVisualEffectView: UIView {
    /// `UIVisualEffectView`'s `effect`. Not drawn: compiles, and changes no layout.
    open var effect: UIVisualEffect?
    /// Makes an `UIVisualEffectView`. Not drawn: compiles, and changes no layout.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
    /// Makes an `UIVisualEffectView`. Not drawn: compiles, and changes no layout.
    public required init(frame: CGRect) { super.init(frame: frame) }
}

/// A UIKit view controller: made by a representable, never shown.
///
/// Not drawn: compiles, and changes no layout.
open class UIViewController {
    /// `UIViewController`'s `view`. Not drawn: compiles, and changes no layout.
    open var view: UIView = UIView()
    /// Makes an `UIViewController`. Not drawn: compiles, and changes no layout.
    public init() {}
    /// `UIViewController`'s `viewDidLoad()`. Not drawn: compiles, and changes no layout.
    open func viewDidLoad() {}
    /// `UIViewController`'s `dismiss(animated:completion:)`. Not drawn: compiles, and changes no layout.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    /// `UIViewController`'s `present(_:animated:completion:)`. Not drawn: compiles, and changes no layout.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
}

/// UIKit's `UINavigationControllerDelegate`. Not drawn: compiles, and changes no layout.
public protocol UINavigationControllerDelegate: AnyObject {}
/// UIKit's `UIImagePickerControllerDelegate`. Not drawn: compiles, and changes no layout.
public protocol UIImagePickerControllerDelegate: AnyObject {}

/// The photo picker UIKit offers: compiles, never shown (no photo is ever picked).
///
/// Not drawn: compiles, and changes no layout.
open class UIImagePickerController: UIViewController {
    /// UIKit's `UIImagePickerController.SourceType`. Not drawn: compiles, and changes no layout.
    public enum SourceType: Int, Sendable {
        /// A case of `UIImagePickerController.SourceType`. Not drawn: compiles, and changes no layout.
        case photoLibrary, camera, savedPhotosAlbum
    }
    /// UIKit's `UIImagePickerController.InfoKey`. Not drawn: compiles, and changes no layout.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// `UIImagePickerController.InfoKey`'s `rawValue`. Not drawn: compiles, and changes no layout.
        public let rawValue: String
        /// Makes an `UIImagePickerController.InfoKey`. Not drawn: compiles, and changes no layout.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `UIImagePickerController.InfoKey`'s `originalImage`. Not drawn: compiles, and changes no layout.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// `UIImagePickerController.InfoKey`'s `editedImage`. Not drawn: compiles, and changes no layout.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    }
    /// `UIImagePickerController`'s `sourceType`. Not drawn: compiles, and changes no layout.
    open var sourceType: SourceType = .photoLibrary
    /// `UIImagePickerController`'s `allowsEditing`. Not drawn: compiles, and changes no layout.
    open var allowsEditing = false
    /// `UIImagePickerController`'s `delegate`. Not drawn: compiles, and changes no layout.
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    /// Makes an `UIImagePickerController`. Not drawn: compiles, and changes no layout.
    public override init() { super.init() }
    /// `UIImagePickerController`'s `isSourceTypeAvailable(_:)`. Not drawn: compiles, and changes no layout.
    open class func isSourceTypeAvailable(_ type: SourceType) -> Bool { false }
}

/// What a representable's methods are handed: its coordinator, as SwiftUI's. Unconstrained, so
/// that a representable may name `UIViewRepresentableContext<Itself>` in its own methods (the
/// constraint made that a circular reference); its coordinator is typed where it is one's.
///
/// Not drawn: compiles, and changes no layout.
public struct UIViewRepresentableContext<Representable> {
    /// The representable's coordinator (gridperf never makes a UIKit view, so never one of these).
    let madeCoordinator: Any
}

extension UIViewRepresentableContext where Representable: UIViewRepresentable {
    /// `UIViewRepresentableContext`'s `coordinator`. Not drawn: compiles, and changes no layout.
    public var coordinator: Representable.Coordinator { madeCoordinator as! Representable.Coordinator }
}

/// UIKit's `UIViewControllerRepresentableContext`. Not drawn: compiles, and changes no layout.
public struct UIViewControllerRepresentableContext<Representable> {
    let madeCoordinator: Any
}

extension UIViewControllerRepresentableContext where Representable: UIViewControllerRepresentable {
    /// `UIViewControllerRepresentableContext`'s `coordinator`. Not drawn: compiles, and changes no layout.
    public var coordinator: Representable.Coordinator { madeCoordinator as! Representable.Coordinator }
}

/// A UIKit view inside SwiftUI: laid out as SwiftUI lays out a representable without its own
/// size, filling what it is proposed (a `Color`'s layout); its UIKit view is not made.
///
/// Approximated: the difference from SwiftUI is stated above.
public protocol UIViewRepresentable: View {
    /// `UIViewRepresentable`'s `UIViewType` type. Approximated: see `UIViewRepresentable`.
    associatedtype UIViewType: UIView
    /// `UIViewRepresentable`'s `Coordinator` type. Approximated: see `UIViewRepresentable`.
    associatedtype Coordinator = Void
    /// `UIViewRepresentable`'s `Context` type. Approximated: see `UIViewRepresentable`.
    typealias Context = UIViewRepresentableContext<Self>
    /// `UIViewRepresentable`'s `makeUIView(context:)`. Approximated: see `UIViewRepresentable`.
    func makeUIView(context: Context) -> UIViewType
    /// `UIViewRepresentable`'s `updateUIView(_:context:)`. Approximated: see `UIViewRepresentable`.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// `UIViewRepresentable`'s `makeCoordinator()`. Approximated: see `UIViewRepresentable`.
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    /// `UIViewRepresentable`'s `makeCoordinator()`. Approximated: see `UIViewRepresentable`.
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    /// `UIViewRepresentable`'s `body`. Approximated: see `UIViewRepresentable`.
    public var body: Color { Color.clear }
}

/// A UIKit view controller inside SwiftUI: laid out as ``UIViewRepresentable`` is.
///
/// Approximated: the difference from SwiftUI is stated above.
public protocol UIViewControllerRepresentable: View {
    /// `UIViewControllerRepresentable`'s `UIViewControllerType` type. Approximated: see
    /// `UIViewControllerRepresentable`.
    associatedtype UIViewControllerType: UIViewController
    /// `UIViewControllerRepresentable`'s `Coordinator` type. Approximated: see `UIViewControllerRepresentable`.
    associatedtype Coordinator = Void
    /// `UIViewControllerRepresentable`'s `Context` type. Approximated: see `UIViewControllerRepresentable`.
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// `UIViewControllerRepresentable`'s `makeUIViewController(context:)`. Approximated: see
    /// `UIViewControllerRepresentable`.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// `UIViewControllerRepresentable`'s `updateUIViewController(_:context:)`. Approximated: see
    /// `UIViewControllerRepresentable`.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// `UIViewControllerRepresentable`'s `makeCoordinator()`. Approximated: see `UIViewControllerRepresentable`.
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// `UIViewControllerRepresentable`'s `makeCoordinator()`. Approximated: see `UIViewControllerRepresentable`.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    /// `UIViewControllerRepresentable`'s `body`. Approximated: see `UIViewControllerRepresentable`.
    public var body: Color { Color.clear }
}

// MARK: Foundation as Apple's platforms have it

extension URL {
    /// The app's Documents folder (Apple: `URL.documentsDirectory`, iOS 16): the user's here.
    ///
    /// Not drawn: compiles, and changes no layout.
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }
}

extension UserDefaults {
    /// Key-value coding's setter, as apps call it on `UserDefaults` (Linux's Foundation has no
    /// key-value coding): `set(_:forKey:)`.
    ///
    /// Not drawn: compiles, and changes no layout.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
