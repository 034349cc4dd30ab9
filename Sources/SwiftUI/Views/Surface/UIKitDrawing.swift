import CoreGraphics
import Foundation

// UIKit's drawing and the UIKit views SwiftUI code configures, as public apps use them (the whole-app
// survey, docs/SWIFTUI.md#app-survey): compiled, never drawn. An image drawn here has the size it
// was drawn at and no pixels; a string measured here has the text model's size.

/// SwiftUI's `UIHostingController`: a SwiftUI view inside UIKit (an app embedding a screen in a
/// page controller, or measuring one). Its view is never shown; `sizeThatFits(in:)` answers the size
/// it is offered (a controller is made outside gridperf's layout pass, which it cannot reach).
///
/// Not drawn: compiles, and changes no layout.
open class UIHostingController<Content: View>: UIViewController {
    /// `UIHostingController`'s `rootView`. Not drawn: compiles, and changes no layout.
    open var rootView: Content
    /// Makes an `UIHostingController`. Not drawn: compiles, and changes no layout.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
    /// `UIHostingController`'s `sizeThatFits(in:)`. Not drawn: compiles, and changes no layout.
    open func sizeThatFits(in size: CGSize) -> CGSize { size }
    /// `UIHostingController`'s `sizingOptions`. Not drawn: compiles, and changes no layout.
    open var sizingOptions: Int = 0
}

/// The options a renderer draws with (`UIGraphicsImageRendererFormat`).
///
/// Not drawn: compiles, and changes no layout.
open class UIGraphicsImageRendererFormat {
    /// `UIGraphicsImageRendererFormat`'s `scale`. Not drawn: compiles, and changes no layout.
    open var scale: CGFloat = 3
    /// `UIGraphicsImageRendererFormat`'s `opaque`. Not drawn: compiles, and changes no layout.
    open var opaque = false
    /// Makes an `UIGraphicsImageRendererFormat`. Not drawn: compiles, and changes no layout.
    public init() {}
    /// `UIGraphicsImageRendererFormat`'s `default()`. Not drawn: compiles, and changes no layout.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing closure is given: its context and format.
///
/// Not drawn: compiles, and changes no layout.
open class UIGraphicsImageRendererContext {
    /// `UIGraphicsImageRendererContext`'s `format`. Not drawn: compiles, and changes no layout.
    public let format: UIGraphicsImageRendererFormat
    init(format: UIGraphicsImageRendererFormat) { self.format = format }
    /// `UIGraphicsImageRendererContext`'s `fill(_:)`. Not drawn: compiles, and changes no layout.
    open func fill(_ rect: CGRect) {}
    /// `UIGraphicsImageRendererContext`'s `stroke(_:)`. Not drawn: compiles, and changes no layout.
    open func stroke(_ rect: CGRect) {}
}

/// Draws images (`UIGraphicsImageRenderer(size:).image { context in … }`): the closure runs, and the
/// image is the renderer's size, with no pixels.
///
/// Not drawn: compiles, and changes no layout.
open class UIGraphicsImageRenderer {
    /// `UIGraphicsImageRenderer`'s `size`. Not drawn: compiles, and changes no layout.
    public let size: CGSize
    /// `UIGraphicsImageRenderer`'s `format`. Not drawn: compiles, and changes no layout.
    public let format: UIGraphicsImageRendererFormat
    /// Makes an `UIGraphicsImageRenderer`. Not drawn: compiles, and changes no layout.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.size = size
        self.format = format
    }
    /// Makes an `UIGraphicsImageRenderer`. Not drawn: compiles, and changes no layout.
    public convenience init(bounds: CGRect) { self.init(size: bounds.size) }
    /// `UIGraphicsImageRenderer`'s `image(actions:)`. Not drawn: compiles, and changes no layout.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext(format: format))
        return UIImage(drawnAt: size)
    }
    /// `UIGraphicsImageRenderer`'s `pngData(actions:)`. Not drawn: compiles, and changes no layout.
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
///
/// Not drawn: compiles, and changes no layout.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    ImageContexts.current.sizes.append(size)
}
/// UIKit's `UIGraphicsBeginImageContext(_:)`. Not drawn: compiles, and changes no layout.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }
/// The image of the current context: its size, no pixels; `nil` when none was begun.
///
/// Not drawn: compiles, and changes no layout.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ImageContexts.current.sizes.last.map { UIImage(drawnAt: $0) }
}
/// UIKit's `UIGraphicsEndImageContext()`. Not drawn: compiles, and changes no layout.
public func UIGraphicsEndImageContext() { _ = ImageContexts.current.sizes.popLast() }

/// The tab bar, styled through its appearance proxy (`UITabBar.appearance().standardAppearance = …`):
/// gridperf draws no bar.
///
/// Not drawn: compiles, and changes no layout.
open class UITabBar: UIView {
    /// `UITabBar`'s `standardAppearance`. Not drawn: compiles, and changes no layout.
    open var standardAppearance = UITabBarAppearance()
    /// `UITabBar`'s `scrollEdgeAppearance`. Not drawn: compiles, and changes no layout.
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// `UITabBar`'s `barTintColor`. Not drawn: compiles, and changes no layout.
    open var barTintColor: UIColor?
    /// `UITabBar`'s `unselectedItemTintColor`. Not drawn: compiles, and changes no layout.
    open var unselectedItemTintColor: UIColor?
    /// `UITabBar`'s `tintColor`. Not drawn: compiles, and changes no layout.
    open var tintColor: UIColor?
    /// `UITabBar`'s `isTranslucent`. Not drawn: compiles, and changes no layout.
    open var isTranslucent = true
    /// `UITabBar`'s `backgroundImage`. Not drawn: compiles, and changes no layout.
    open var backgroundImage: UIImage?
    /// `UITabBar`'s `shadowImage`. Not drawn: compiles, and changes no layout.
    open var shadowImage: UIImage?
}

/// How a tab bar looks (iOS 13's `UITabBarAppearance`).
///
/// Not drawn: compiles, and changes no layout.
open class UITabBarAppearance {
    /// `UITabBarAppearance`'s `backgroundColor`. Not drawn: compiles, and changes no layout.
    open var backgroundColor: UIColor?
    /// `UITabBarAppearance`'s `shadowColor`. Not drawn: compiles, and changes no layout.
    open var shadowColor: UIColor?
    /// `UITabBarAppearance`'s `stackedLayoutAppearance`. Not drawn: compiles, and changes no layout.
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// `UITabBarAppearance`'s `inlineLayoutAppearance`. Not drawn: compiles, and changes no layout.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// `UITabBarAppearance`'s `compactInlineLayoutAppearance`. Not drawn: compiles, and changes no layout.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// Makes an `UITabBarAppearance`. Not drawn: compiles, and changes no layout.
    public init() {}
    /// `UITabBarAppearance`'s `configureWithOpaqueBackground()`. Not drawn: compiles, and changes no layout.
    open func configureWithOpaqueBackground() {}
    /// `UITabBarAppearance`'s `configureWithTransparentBackground()`. Not drawn: compiles, and changes no layout.
    open func configureWithTransparentBackground() {}
    /// `UITabBarAppearance`'s `configureWithDefaultBackground()`. Not drawn: compiles, and changes no layout.
    open func configureWithDefaultBackground() {}
}

/// How a tab bar's items look in each state.
///
/// Not drawn: compiles, and changes no layout.
open class UITabBarItemAppearance {
    /// UIKit's `UITabBarItemAppearance.StateAppearance`. Not drawn: compiles, and changes no layout.
    open class StateAppearance {
        /// `UITabBarItemAppearance.StateAppearance`'s `iconColor`. Not drawn: compiles, and changes no layout.
        open var iconColor: UIColor?
        /// `UITabBarItemAppearance.StateAppearance`'s `titleTextAttributes`. Not drawn: compiles, and changes no
        /// layout.
        open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        /// Makes an `UITabBarItemAppearance.StateAppearance`. Not drawn: compiles, and changes no layout.
        public init() {}
    }
    /// `UITabBarItemAppearance`'s `normal`. Not drawn: compiles, and changes no layout.
    open var normal = StateAppearance()
    /// `UITabBarItemAppearance`'s `selected`. Not drawn: compiles, and changes no layout.
    open var selected = StateAppearance()
    /// `UITabBarItemAppearance`'s `disabled`. Not drawn: compiles, and changes no layout.
    open var disabled = StateAppearance()
    /// `UITabBarItemAppearance`'s `focused`. Not drawn: compiles, and changes no layout.
    open var focused = StateAppearance()
    /// Makes an `UITabBarItemAppearance`. Not drawn: compiles, and changes no layout.
    public init() {}
}

/// How a bar button looks (`UIBarButtonItemAppearance(style: .plain)`).
///
/// Not drawn: compiles, and changes no layout.
open class UIBarButtonItemAppearance {
    /// UIKit's `UIBarButtonItemAppearance.Style`. Not drawn: compiles, and changes no layout.
    public enum Style: Int, Sendable {
        /// A case of `UIBarButtonItemAppearance.Style`. Not drawn: compiles, and changes no layout.
        case plain, done
    }
    /// `UIBarButtonItemAppearance`'s `normal`. Not drawn: compiles, and changes no layout.
    open var normal = UITabBarItemAppearance.StateAppearance()
    /// Makes an `UIBarButtonItemAppearance`. Not drawn: compiles, and changes no layout.
    public init(style: Style = .plain) {}
}

/// A text field (in a representable, or styled through its appearance proxy): made, never drawn.
///
/// Not drawn: compiles, and changes no layout.
open class UITextField: UIControl {
    /// UIKit's `UITextField.BorderStyle`. Not drawn: compiles, and changes no layout.
    public enum BorderStyle: Int, Sendable {
        /// A case of `UITextField.BorderStyle`. Not drawn: compiles, and changes no layout.
        case none, line, bezel, roundedRect
    }
    /// UIKit's `UITextField.ViewMode`. Not drawn: compiles, and changes no layout.
    public enum ViewMode: Int, Sendable {
        /// A case of `UITextField.ViewMode`. Not drawn: compiles, and changes no layout.
        case never, whileEditing, unlessEditing, always
    }
    /// `UITextField`'s `text`. Not drawn: compiles, and changes no layout.
    open var text: String? = ""
    /// `UITextField`'s `placeholder`. Not drawn: compiles, and changes no layout.
    open var placeholder: String?
    /// `UITextField`'s `font`. Not drawn: compiles, and changes no layout.
    open var font: UIFont?
    /// `UITextField`'s `textColor`. Not drawn: compiles, and changes no layout.
    open var textColor: UIColor?
    /// `UITextField`'s `tintColor`. Not drawn: compiles, and changes no layout.
    open var tintColor: UIColor?
    /// `UITextField`'s `borderStyle`. Not drawn: compiles, and changes no layout.
    open var borderStyle = BorderStyle.none
    /// `UITextField`'s `clearButtonMode`. Not drawn: compiles, and changes no layout.
    open var clearButtonMode = ViewMode.never
    /// `UITextField`'s `keyboardType`. Not drawn: compiles, and changes no layout.
    open var keyboardType = UIKeyboardType.default
    /// `UITextField`'s `isSecureTextEntry`. Not drawn: compiles, and changes no layout.
    open var isSecureTextEntry = false
    /// `UITextField`'s `textAlignment`. Not drawn: compiles, and changes no layout.
    open var textAlignment = NSTextAlignment.natural
    /// `UITextField`'s `becomeFirstResponder()`. Not drawn: compiles, and changes no layout.
    open func becomeFirstResponder() -> Bool { false }
    /// `UITextField`'s `resignFirstResponder()`. Not drawn: compiles, and changes no layout.
    open func resignFirstResponder() -> Bool { true }
}

/// A date picker (in a representable, or styled through its appearance proxy): made, never drawn.
///
/// Not drawn: compiles, and changes no layout.
open class UIDatePicker: UIControl {
    /// UIKit's `UIDatePicker.Mode`. Not drawn: compiles, and changes no layout.
    public enum Mode: Int, Sendable {
        /// A case of `UIDatePicker.Mode`. Not drawn: compiles, and changes no layout.
        case time, date, dateAndTime, countDownTimer
    }
    /// `UIDatePicker`'s `date`. Not drawn: compiles, and changes no layout.
    open var date = Date(timeIntervalSince1970: 0)
    /// `UIDatePicker`'s `datePickerMode`. Not drawn: compiles, and changes no layout.
    open var datePickerMode = Mode.dateAndTime
    /// `UIDatePicker`'s `preferredDatePickerStyle`. Not drawn: compiles, and changes no layout.
    open var preferredDatePickerStyle = 0
    /// `UIDatePicker`'s `minimumDate`. Not drawn: compiles, and changes no layout.
    open var minimumDate: Date?
    /// `UIDatePicker`'s `maximumDate`. Not drawn: compiles, and changes no layout.
    open var maximumDate: Date?
    /// `UIDatePicker`'s `tintColor`. Not drawn: compiles, and changes no layout.
    open var tintColor: UIColor?
    /// `UIDatePicker`'s `minuteInterval`. Not drawn: compiles, and changes no layout.
    open var minuteInterval = 1
    /// `UIDatePicker`'s `locale`. Not drawn: compiles, and changes no layout.
    open var locale: Locale?
    /// `UIDatePicker`'s `timeZone`. Not drawn: compiles, and changes no layout.
    open var timeZone: TimeZone?
    /// `UIDatePicker`'s `setDate(_:animated:)`. Not drawn: compiles, and changes no layout.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }
}

// MARK: Gesture recognizers

/// A UIKit gesture recognizer (in iOS 18's `UIGestureRecognizerRepresentable`, or added to a view):
/// made, never fed a touch, so its state stays `.possible`.
///
/// Not drawn: compiles, and changes no layout.
open class UIGestureRecognizer {
    /// UIKit's `UIGestureRecognizer.State`. Not drawn: compiles, and changes no layout.
    public enum State: Int, Sendable {
        /// A case of `UIGestureRecognizer.State`. Not drawn: compiles, and changes no layout.
        case possible, began, changed, ended, cancelled, failed
    }
    /// `UIGestureRecognizer`'s `state`. Not drawn: compiles, and changes no layout.
    open var state = State.possible
    /// `UIGestureRecognizer`'s `isEnabled`. Not drawn: compiles, and changes no layout.
    open var isEnabled = true
    /// `UIGestureRecognizer`'s `cancelsTouchesInView`. Not drawn: compiles, and changes no layout.
    open var cancelsTouchesInView = true
    /// `UIGestureRecognizer`'s `view`. Not drawn: compiles, and changes no layout.
    open weak var view: UIView?
    /// Makes an `UIGestureRecognizer`. Not drawn: compiles, and changes no layout.
    public init() {}
    /// `UIGestureRecognizer`'s `location(in:)`. Not drawn: compiles, and changes no layout.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// `UIGestureRecognizer`'s `numberOfTouches`. Not drawn: compiles, and changes no layout.
    open var numberOfTouches: Int { 0 }
}

/// UIKit's `UIPanGestureRecognizer`. Not drawn: compiles, and changes no layout.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// `UIPanGestureRecognizer`'s `translation(in:)`. Not drawn: compiles, and changes no layout.
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// `UIPanGestureRecognizer`'s `velocity(in:)`. Not drawn: compiles, and changes no layout.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
    /// `UIPanGestureRecognizer`'s `setTranslation(_:in:)`. Not drawn: compiles, and changes no layout.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// `UIPanGestureRecognizer`'s `maximumNumberOfTouches`. Not drawn: compiles, and changes no layout.
    open var maximumNumberOfTouches = Int.max
    /// `UIPanGestureRecognizer`'s `minimumNumberOfTouches`. Not drawn: compiles, and changes no layout.
    open var minimumNumberOfTouches = 1
}

/// UIKit's `UITapGestureRecognizer`. Not drawn: compiles, and changes no layout.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// `UITapGestureRecognizer`'s `numberOfTapsRequired`. Not drawn: compiles, and changes no layout.
    open var numberOfTapsRequired = 1
}

/// UIKit's `UILongPressGestureRecognizer`. Not drawn: compiles, and changes no layout.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// `UILongPressGestureRecognizer`'s `minimumPressDuration`. Not drawn: compiles, and changes no layout.
    open var minimumPressDuration: TimeInterval = 0.5
}

extension UIView {
    /// `UIView`'s `gestureRecognizers`. Not drawn: compiles, and changes no layout.
    public var gestureRecognizers: [UIGestureRecognizer]? { nil }
    /// `UIView`'s `addGestureRecognizer(_:)`. Not drawn: compiles, and changes no layout.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {}
    /// `UIView`'s `removeGestureRecognizer(_:)`. Not drawn: compiles, and changes no layout.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {}
}

/// What iOS 18's gesture representable's methods are handed: its coordinator.
///
/// Not drawn: compiles, and changes no layout.
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    /// `UIGestureRecognizerRepresentableContext`'s `coordinator`. Not drawn: compiles, and changes no layout.
    public let coordinator: Representable.Coordinator
}

/// iOS 18's `UIGestureRecognizerRepresentable`: a UIKit recognizer as a SwiftUI gesture. Compiled;
/// its recognizer is never made (no touch reaches a laid-out view), so `.gesture(_:)` with one lays
/// out the view alone.
///
/// Not drawn: compiles, and changes no layout.
public protocol UIGestureRecognizerRepresentable: Gesture where Value == Void {
    /// `UIGestureRecognizerRepresentable`'s `UIGestureRecognizerType` type. Not drawn: compiles, and changes no layout.
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    /// `UIGestureRecognizerRepresentable`'s `Coordinator` type. Not drawn: compiles, and changes no layout.
    associatedtype Coordinator = Void
    /// `UIGestureRecognizerRepresentable`'s `Context` type. Not drawn: compiles, and changes no layout.
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    /// `UIGestureRecognizerRepresentable`'s `makeUIGestureRecognizer(context:)`. Not drawn: compiles, and changes no
    /// layout.
    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    /// `UIGestureRecognizerRepresentable`'s `updateUIGestureRecognizer(_:context:)`. Not drawn: compiles, and changes
    /// no layout.
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    /// `UIGestureRecognizerRepresentable`'s `handleUIGestureRecognizerAction(_:context:)`. Not drawn: compiles, and
    /// changes no layout.
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
    /// `UIGestureRecognizerRepresentable`'s `makeCoordinator(converter:)`. Not drawn: compiles, and changes no layout.
    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
}

extension UIGestureRecognizerRepresentable {
    /// `UIGestureRecognizerRepresentable`'s `updateUIGestureRecognizer(_:context:)`. Not drawn: compiles, and changes
    /// no layout.
    public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
    /// `UIGestureRecognizerRepresentable`'s `handleUIGestureRecognizerAction(_:context:)`. Not drawn: compiles, and
    /// changes no layout.
    public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    /// `UIGestureRecognizerRepresentable`'s `makeCoordinator(converter:)`. Not drawn: compiles, and changes no layout.
    public func makeCoordinator(converter: CoordinateSpaceConverter) {}
}

/// Converts points between a gesture's coordinate spaces: every space is the view's here.
///
/// Not drawn: compiles, and changes no layout.
public struct CoordinateSpaceConverter {
    /// `CoordinateSpaceConverter`'s `convert(localLocation:)`. Not drawn: compiles, and changes no layout.
    public func convert(localLocation point: CGPoint) -> CGPoint { point }
    /// `CoordinateSpaceConverter`'s `convert(globalPoint:)`. Not drawn: compiles, and changes no layout.
    public func convert(globalPoint point: CGPoint) -> CGPoint { point }
}

/// How a UIKit text is aligned.
///
/// Not drawn: compiles, and changes no layout.
public enum NSTextAlignment: Int, Sendable {
    /// A case of `NSTextAlignment`. Not drawn: compiles, and changes no layout.
    case left, center, right, justified, natural
}

/// The options UIKit's string measuring takes (`NSStringDrawingOptions`).
///
/// Not drawn: compiles, and changes no layout.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// `NSStringDrawingOptions`'s `rawValue`. Not drawn: compiles, and changes no layout.
    public let rawValue: Int
    /// Makes a `NSStringDrawingOptions`. Not drawn: compiles, and changes no layout.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `NSStringDrawingOptions`'s `usesLineFragmentOrigin`. Not drawn: compiles, and changes no layout.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1)
    /// `NSStringDrawingOptions`'s `usesFontLeading`. Not drawn: compiles, and changes no layout.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 2)
    /// `NSStringDrawingOptions`'s `truncatesLastVisibleLine`. Not drawn: compiles, and changes no layout.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 32)
}

/// UIKit's string measuring (`"…".size(withAttributes: [.font: font])`), by gridperf's text model
/// for a font of that size: a character half the point size wide, a line 1.2 × the size tall
/// (docs/SWIFTUI.md, `Font.system(size:)`); without a font, UIKit's default of 12 points.
extension NSString {
    /// `NSString`'s `size(withAttributes:)`. Approximated: see `NSString`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let size = (attributes?[.font] as? UIFont)?.pointSize ?? 12
        return CGSize(width: CGFloat(self.length) * size / 2, height: (size * 1.2).rounded())
    }
    /// `NSString`'s `boundingRect(with:options:attributes:context:)`. Approximated: see `NSString`.
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
    /// `String`'s `size(withAttributes:)`. Approximated: see `String`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: self).size(withAttributes: attributes)
    }
    /// `String`'s `boundingRect(with:options:attributes:context:)`. Approximated: see `String`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: Any? = nil
    ) -> CGRect {
        NSString(string: self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
