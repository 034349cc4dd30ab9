import CoreGraphics
import Foundation

// UIKit's drawing and the UIKit views SwiftUI code configures, as public apps use them (the whole-app
// survey, docs/SWIFTUI.md#app-survey): compiled, never drawn. An image drawn here has the size it
// was drawn at and no pixels; a string measured here has the text model's size.

/// SwiftUI's `UIHostingController`: a SwiftUI view inside UIKit (an app embedding a screen in a
/// page controller, or measuring one). Its view is never shown; `sizeThatFits(in:)` answers the size
/// it is offered (a controller is made outside gridperf's layout pass, which it cannot reach).
open class UIHostingController<Content: View>: UIViewController {
    open var rootView: Content
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
    open func sizeThatFits(in size: CGSize) -> CGSize { size }
    open var sizingOptions: Int = 0
}

/// The options a renderer draws with (`UIGraphicsImageRendererFormat`).
open class UIGraphicsImageRendererFormat {
    open var scale: CGFloat = 3
    open var opaque = false
    public init() {}
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing closure is given: its context and format.
open class UIGraphicsImageRendererContext {
    public let format: UIGraphicsImageRendererFormat
    init(format: UIGraphicsImageRendererFormat) { self.format = format }
    open func fill(_ rect: CGRect) {}
    open func stroke(_ rect: CGRect) {}
}

/// Draws images (`UIGraphicsImageRenderer(size:).image { context in … }`): the closure runs, and the
/// image is the renderer's size, with no pixels.
open class UIGraphicsImageRenderer {
    public let size: CGSize
    public let format: UIGraphicsImageRendererFormat
    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.size = size
        self.format = format
    }
    public convenience init(bounds: CGRect) { self.init(size: bounds.size) }
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext(format: format))
        return UIImage(drawnAt: size)
    }
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        actions(UIGraphicsImageRendererContext(format: format))
        return Data()
    }
}

/// The sizes of the image contexts begun on this thread and not yet ended, innermost last (UIKit
/// keeps a stack of them a thread), kept in the thread's dictionary.
private final class ImageContexts {
    var sizes: [CGSize] = []
    static let key = "gridperf.UIGraphicsImageContexts"
    /// This thread's stack, made on its first use.
    static var current: ImageContexts {
        if let stack = Thread.current.threadDictionary[key] as? ImageContexts { return stack }
        let stack = ImageContexts()
        Thread.current.threadDictionary[key] = stack
        return stack
    }
}

/// Begins an image context of `size` (iOS 4's API, still common in image resizing helpers).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    ImageContexts.current.sizes.append(size)
}
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }
/// The image of the current context: its size, no pixels; `nil` when none was begun.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ImageContexts.current.sizes.last.map { UIImage(drawnAt: $0) }
}
public func UIGraphicsEndImageContext() { _ = ImageContexts.current.sizes.popLast() }

/// The tab bar, styled through its appearance proxy (`UITabBar.appearance().standardAppearance = …`):
/// gridperf draws no bar.
open class UITabBar: UIView {
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var tintColor: UIColor?
    open var isTranslucent = true
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
}

/// How a tab bar looks (iOS 13's `UITabBarAppearance`).
open class UITabBarAppearance {
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    public init() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
    open func configureWithDefaultBackground() {}
}

/// How a tab bar's items look in each state.
open class UITabBarItemAppearance {
    open class StateAppearance {
        open var iconColor: UIColor?
        open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        public init() {}
    }
    open var normal = StateAppearance()
    open var selected = StateAppearance()
    open var disabled = StateAppearance()
    open var focused = StateAppearance()
    public init() {}
}

/// How a bar button looks (`UIBarButtonItemAppearance(style: .plain)`).
open class UIBarButtonItemAppearance {
    public enum Style: Int, Sendable { case plain, done }
    open var normal = UITabBarItemAppearance.StateAppearance()
    public init(style: Style = .plain) {}
}

/// A text field (in a representable, or styled through its appearance proxy): made, never drawn.
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    open var text: String? = ""
    open var placeholder: String?
    open var font: UIFont?
    open var textColor: UIColor?
    open var tintColor: UIColor?
    open var borderStyle = BorderStyle.none
    open var clearButtonMode = ViewMode.never
    open var keyboardType = UIKeyboardType.default
    open var isSecureTextEntry = false
    open var textAlignment = NSTextAlignment.natural
    open func becomeFirstResponder() -> Bool { false }
    open func resignFirstResponder() -> Bool { true }
}

/// A date picker (in a representable, or styled through its appearance proxy): made, never drawn.
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }
    open var date = Date(timeIntervalSince1970: 0)
    open var datePickerMode = Mode.dateAndTime
    open var preferredDatePickerStyle = 0
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var tintColor: UIColor?
    open var minuteInterval = 1
    open var locale: Locale?
    open var timeZone: TimeZone?
    open func setDate(_ date: Date, animated: Bool) { self.date = date }
}

// MARK: Gesture recognizers

/// A UIKit gesture recognizer (in iOS 18's `UIGestureRecognizerRepresentable`, or added to a view):
/// made, never fed a touch, so its state stays `.possible`.
open class UIGestureRecognizer {
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
    open var state = State.possible
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open weak var view: UIView?
    public init() {}
    open func location(in view: UIView?) -> CGPoint { .zero }
    open var numberOfTouches: Int { 0 }
}

open class UIPanGestureRecognizer: UIGestureRecognizer {
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func velocity(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open var maximumNumberOfTouches = Int.max
    open var minimumNumberOfTouches = 1
}

open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
}

extension UIView {
    public var gestureRecognizers: [UIGestureRecognizer]? { nil }
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {}
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {}
}

/// What iOS 18's gesture representable's methods are handed: its coordinator.
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    public let coordinator: Representable.Coordinator
}

/// iOS 18's `UIGestureRecognizerRepresentable`: a UIKit recognizer as a SwiftUI gesture. Compiled;
/// its recognizer is never made (no touch reaches a laid-out view), so `.gesture(_:)` with one lays
/// out the view alone.
public protocol UIGestureRecognizerRepresentable: Gesture where Value == Void {
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    associatedtype Coordinator = Void
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
}

extension UIGestureRecognizerRepresentable {
    public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
    public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    public func makeCoordinator(converter: CoordinateSpaceConverter) {}
}

/// Converts points between a gesture's coordinate spaces: every space is the view's here.
public struct CoordinateSpaceConverter {
    public func convert(localLocation point: CGPoint) -> CGPoint { point }
    public func convert(globalPoint point: CGPoint) -> CGPoint { point }
}

/// How a UIKit text is aligned.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// The options UIKit's string measuring takes (`NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 2)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 32)
}

/// UIKit's string measuring (`"…".size(withAttributes: [.font: font])`), by gridperf's text model
/// for a font of that size: a character half the point size wide, a line 1.2 × the size tall
/// (docs/SWIFTUI.md, `Font.system(size:)`); without a font, UIKit's default of 12 points.
extension NSString {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let size = (attributes?[.font] as? UIFont)?.pointSize ?? 12
        return CGSize(width: CGFloat(self.length) * size / 2, height: (size * 1.2).rounded())
    }
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: Any? = nil
    ) -> CGRect {
        let one = self.size(withAttributes: attributes)
        guard size.width > 0, one.width > size.width, size.width.isFinite else {
            return CGRect(origin: .zero, size: one)
        }
        let lines = (one.width / size.width).rounded(.up)
        return CGRect(x: 0, y: 0, width: size.width, height: one.height * lines)
    }
}

extension String {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: self).size(withAttributes: attributes)
    }
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: Any? = nil
    ) -> CGRect {
        NSString(string: self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
