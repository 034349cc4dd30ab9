import CoreGraphics
import GridPerfCore
import Foundation

// UIKit as SwiftUI code sees it: on iOS, `import SwiftUI` alone brings UIKit's types (public
// screens call `.keyboardType(.decimalPad)` and `UIScreen.main.bounds` with no other import), so
// they live here, compiled and not drawn, each with a documented value; `import UIKit` loads
// GridPerfUIKit, which re-exports this module.

/// The device's screen: gridperf's window (390 × 844 points unless `--width`, `--height` or a
/// preview's traits say otherwise), at 3× (gridperf lays out a 3× iPhone).
public final class UIScreen: @unchecked Sendable {
    /// Apple: "Returns the screen object representing the device's screen" (deprecated since
    /// iOS 16 for the window scene's screen, still common in SwiftUI code).
    public class var main: UIScreen { UIScreen() }
    public init() {}
    /// The window the view being evaluated is laid out in.
    public var bounds: CGRect {
        let window = ViewSceneBuilder.currentWindow
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
        let window = ViewSceneBuilder.currentWindow
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

    /// An image of `size` that holds no pixels (what a renderer or an image context made).
    init(drawnAt size: CGSize) {
        name = nil
        self.size = size
    }
    /// The generated symbol of an asset catalog's image (`UIImage(resource: .poster)`).
    public convenience init(resource: ImageResource) { self.init(name: resource.name) }
    /// Draws the image: gridperf draws no pixels.
    public func draw(in rect: CGRect) {}
    public func draw(at point: CGPoint) {}
    public func draw(in rect: CGRect, blendMode: Int, alpha: CGFloat) {}

    init(name: String?) {
        self.name = name
        let side = ItemModel.defaultImageSide
        let size = name.flatMap(ViewSceneBuilder.imageSize(named:)) ?? (side, side)
        self.size = CGSize(width: size.width, height: size.height)
    }
    /// An empty image, as UIKit's `UIImage()`: no size.
    public init() {
        name = nil
        size = .zero
    }
    public convenience init?(named name: String) { self.init(name: name) }
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: Any?) {
        self.init(name: name)
    }
    public convenience init?(systemName: String) { self.init(name: nil) }
    public convenience init?(data: Data) { self.init(name: nil) }
    public convenience init?(contentsOfFile path: String) { self.init(name: nil) }
    public func withRenderingMode(_ mode: Int) -> UIImage { self }
    /// An image made from Core Graphics' pixels: gridperf has none, so one of no size.
    public convenience init(cgImage: CGImage) { self.init() }
    /// The image's encoded bytes: gridperf draws no pixels, so there are none (`nil`, as UIKit
    /// answers for an image it cannot encode).
    public func jpegData(compressionQuality: CGFloat) -> Data? { nil }
    public func pngData() -> Data? { nil }
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
    /// The installed font families: gridperf measures text by its own metrics and installs no
    /// fonts, so none (a font named by `Font.custom` is measured as the system font).
    public class var familyNames: [String] { [] }
    public class func fontNames(forFamilyName familyName: String) -> [String] { [] }
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
    /// The app's windows (deprecated in iOS 15, still read for the safe area): one, gridperf's.
    public var windows: [UIWindow] { [UIWindow()] }
    /// The app's scenes: one window scene holding gridperf's window.
    public var connectedScenes: Set<UIScene> { [UIWindowScene()] }
    /// Alternate app icons: gridperf shows no icon; setting one calls the completion at once with
    /// no error.
    public var supportsAlternateIcons: Bool { false }
    public var alternateIconName: String? { nil }
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    /// Sends an action up the responder chain: there is none here, so no one handles it.
    @discardableResult
    public func sendAction(_ action: String, to target: Any?, from sender: Any?, for event: Any?) -> Bool { false }
}

/// A scene of the app (`UIApplication.shared.connectedScenes`): gridperf's is in the foreground.
open class UIScene: NSObject {
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }
    open var activationState: ActivationState { .foregroundActive }
}

/// The scene holding gridperf's window.
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [UIWindow()] }
    open var keyWindow: UIWindow? { windows.first }
    open var screen: UIScreen { UIScreen.main }
}

/// The app delegate SwiftUI makes for an `App` (`@UIApplicationDelegateAdaptor(AppDelegate.self)`):
/// gridperf lays out views and never launches the app, so there is no delegate: reading one stops
/// with a message naming it (the `App` struct that declares it is compiled, never made).
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    public var wrappedValue: DelegateType {
        ViewSceneBuilder.stop(
            "@UIApplicationDelegateAdaptor \(DelegateType.self): gridperf does not launch the app, so there is no app delegate"
        )
    }
}

/// An object that answers events, as UIKit's `UIResponder` (an app delegate's superclass): none
/// arrive here. Its keyboard notifications are declared so that code observing them compiles;
/// they are never posted.
open class UIResponder: NSObject {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}

/// An app delegate (`@UIApplicationDelegateAdaptor`): every method has a default, as UIKit's
/// optional ones; gridperf never launches the app, so none is called.
public protocol UIApplicationDelegate: AnyObject {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
}

extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
}

extension UIApplication {
    /// The keys of an app's launch options.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// The distances a view keeps from its edges, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// MARK: Haptics and text checking

/// Haptic feedback: compiles, nothing to feel on Linux.
public final class UINotificationFeedbackGenerator: @unchecked Sendable {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public init() {}
    public func prepare() {}
    public func notificationOccurred(_ type: FeedbackType) {}
}

public final class UIImpactFeedbackGenerator: @unchecked Sendable {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle = .medium) {}
    public func prepare() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

public final class UISelectionFeedbackGenerator: @unchecked Sendable {
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
}

/// Spelling: every word is spelt right here (no dictionary): `rangeOfMisspelledWord` finds none.
public final class UITextChecker: @unchecked Sendable {
    public init() {}
    public func rangeOfMisspelledWord(
        in string: String, range: NSRange, startingAt startingOffset: Int, wrap: Bool, language: String
    ) -> NSRange { NSRange(location: NSNotFound, length: 0) }
}

// MARK: UIKit views inside SwiftUI

/// A UIKit view: made by a representable, never drawn.
open class UIView {
    public var frame: CGRect
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    public required init(frame: CGRect) { self.frame = frame }
    /// The view's appearance proxy (`UITableView.appearance().backgroundColor = .clear`, common in
    /// iOS 13–15 SwiftUI code): a view of the class whose settings reach nothing here.
    open class func appearance() -> Self { Self(frame: .zero) }
    public convenience init() { self.init(frame: .zero) }
    open func addSubview(_ view: UIView) {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
}

/// A window: gridperf's, whose safe area is empty (gridperf lays out the window whole; docs/SWIFTUI.md).
open class UIWindow: UIView {
    public convenience init() {
        let window = ViewSceneBuilder.currentWindow
        self.init(frame: CGRect(x: 0, y: 0, width: window.width, height: window.height))
    }
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var isKeyWindow: Bool { true }
}

/// A scroll view, styled through its appearance proxy (`UIScrollView.appearance().bounces = false`).
open class UIScrollView: UIView {
    open var bounces = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var isPagingEnabled = false
    open var contentOffset = CGPoint.zero
    open var contentInset = UIEdgeInsets.zero
}

/// A text view (in a `UIViewRepresentable`): made, never drawn; its content size is its frame's.
open class UITextView: UIView {
    open var text: String! = ""
    open var font: UIFont?
    open var textColor: UIColor?
    open var isEditable = true
    open var isScrollEnabled = true
    open weak var delegate: (any UITextViewDelegate)?
    open var contentSize: CGSize { frame.size }
}

/// What a text view tells its delegate: every method has a default that does nothing, as UIKit's
/// optional methods.
public protocol UITextViewDelegate: AnyObject {
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
}

/// The states a control's attributes are set for (`setTitleTextAttributes(_:for: .selected)`).
public struct UIControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = UIControlState([]), highlighted = UIControlState(rawValue: 1)
    public static let disabled = UIControlState(rawValue: 2), selected = UIControlState(rawValue: 4)
}

/// A control (`UIControl.State`).
open class UIControl: UIView {
    public typealias State = UIControlState
    open var isEnabled = true
    open var isSelected = false
}

/// The segmented picker's UIKit view, which SwiftUI code styles through its appearance proxy.
open class UISegmentedControl: UIControl {
    open var selectedSegmentTintColor: UIColor?
    open var selectedSegmentIndex = 0
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

/// A table (what `List` was built on before iOS 16), styled through its appearance proxy.
open class UITableView: UIView {
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    open var separatorStyle: SeparatorStyle = .singleLine
    open var separatorColor: UIColor?
    open var tableFooterView: UIView?
    open var tableHeaderView: UIView?
}

/// A table's cell, styled through its appearance proxy.
open class UITableViewCell: UIView {
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    open var selectionStyle: SelectionStyle = .default
}

/// How a navigation bar looks (iOS 13's `UINavigationBarAppearance`).
open class UINavigationBarAppearance {
    open var backgroundColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var shadowColor: UIColor?
    public init() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
    open func configureWithDefaultBackground() {}
}

/// The navigation bar, styled through its appearance proxy: gridperf draws no bar.
open class UINavigationBar: UIView {
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var barTintColor: UIColor?
    open var tintColor: UIColor?
    open var isTranslucent = true
    open var standardAppearance = UINavigationBarAppearance()
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {}
    open var shadowImage: UIImage?
}

public enum UIBarMetrics: Int, Sendable { case `default`, compact }

/// The text attributes UIKit adds to Foundation's (`[.foregroundColor: UIColor.white]`).
extension NSAttributedString.Key {
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let font = NSAttributedString.Key("NSFont")
}

/// The share sheet: made in a representable, never shown.
open class UIActivityViewController: UIViewController {
    public init(activityItems: [Any], applicationActivities: [Any]?) { super.init() }
    open var completionWithItemsHandler: ((Any?, Bool, [Any]?, Error?) -> Void)?
}

/// The traits a dynamic colour is resolved for: gridperf's window is light.
public final class UITraitCollection: @unchecked Sendable {
    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
    public let userInterfaceStyle: UserInterfaceStyle
    public init(userInterfaceStyle: UserInterfaceStyle = .light) { self.userInterfaceStyle = userInterfaceStyle }
    public static var current: UITraitCollection { UITraitCollection() }
}

/// Page dots (in a `UIViewRepresentable`): made, never drawn.
open class UIPageControl: UIView {
    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
}

open class UILabel: UIView {
    open var text: String?
    open var numberOfLines = 1
    open var font: UIFont?
    open var textColor: UIColor?
}

open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium, large }
    public init(style: Style) { super.init(frame: .zero) }
    public required init(frame: CGRect) { super.init(frame: frame) }
    open func startAnimating() {}
    open func stopAnimating() {}
}

open class UIImageView: UIView {
    open var image: UIImage?
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }
    public required init(frame: CGRect) { super.init(frame: frame) }
}

/// A visual effect (a blur, a vibrancy) behind a view: made, never drawn.
open class UIVisualEffect: @unchecked Sendable {
    public init() {}
}

public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case light, dark, regular, prominent, systemMaterial, systemThinMaterial, systemUltraThinMaterial
        case systemThickMaterial, systemChromeMaterial, systemMaterialLight, systemMaterialDark
        case systemUltraThinMaterialLight, systemUltraThinMaterialDark, systemThinMaterialLight, systemThinMaterialDark
        case systemThickMaterialLight, systemThickMaterialDark, systemChromeMaterialLight, systemChromeMaterialDark
    }
    public init(style: Style) { super.init() }
}

open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
    public required init(frame: CGRect) { super.init(frame: frame) }
}

/// A UIKit view controller: made by a representable, never shown.
open class UIViewController {
    open var view: UIView = UIView()
    public init() {}
    open func viewDidLoad() {}
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
}

public protocol UINavigationControllerDelegate: AnyObject {}
public protocol UIImagePickerControllerDelegate: AnyObject {}

/// The photo picker UIKit offers: compiles, never shown (no photo is ever picked).
open class UIImagePickerController: UIViewController {
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    }
    open var sourceType: SourceType = .photoLibrary
    open var allowsEditing = false
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    public override init() { super.init() }
    open class func isSourceTypeAvailable(_ type: SourceType) -> Bool { false }
}

/// What a representable's methods are handed: its coordinator, as SwiftUI's. Unconstrained, so
/// that a representable may name `UIViewRepresentableContext<Itself>` in its own methods (the
/// constraint made that a circular reference); its coordinator is typed where it is one's.
public struct UIViewRepresentableContext<Representable> {
    /// The representable's coordinator (gridperf never makes a UIKit view, so never one of these).
    let madeCoordinator: Any
}

extension UIViewRepresentableContext where Representable: UIViewRepresentable {
    public var coordinator: Representable.Coordinator { madeCoordinator as! Representable.Coordinator }
}

public struct UIViewControllerRepresentableContext<Representable> {
    let madeCoordinator: Any
}

extension UIViewControllerRepresentableContext where Representable: UIViewControllerRepresentable {
    public var coordinator: Representable.Coordinator { madeCoordinator as! Representable.Coordinator }
}

/// A UIKit view inside SwiftUI: laid out as SwiftUI lays out a representable without its own
/// size, filling what it is proposed (a `Color`'s layout); its UIKit view is not made.
public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    public var body: Color { Color.clear }
}

/// A UIKit view controller inside SwiftUI: laid out as ``UIViewRepresentable`` is.
public protocol UIViewControllerRepresentable: View {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    public var body: Color { Color.clear }
}

// MARK: Foundation as Apple's platforms have it

extension URL {
    /// The app's Documents folder (Apple: `URL.documentsDirectory`, iOS 16): the user's here.
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }
}

extension UserDefaults {
    /// Key-value coding's setter, as apps call it on `UserDefaults` (Linux's Foundation has no
    /// key-value coding): `set(_:forKey:)`.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
