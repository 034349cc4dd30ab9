import CoreGraphics
import GridPerfCore

/// Something a shape or a view is filled with, as SwiftUI's `ShapeStyle`: colours, materials
/// and the hierarchical styles. None changes a layout.
public protocol ShapeStyle: Sendable {}

/// SwiftUI's `Color` as a view: it takes what it is proposed (10 × 10 where unspecified) and
/// states no spacing preference of its own (docs/SPEC-FORMAT.md). Its value is not drawn.
public struct Color: View, _PrimitiveView, ShapeStyle, Hashable, CustomStringConvertible {
    public typealias Body = Never
    let name: String

    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { name = "rgb" }
    public init(white: Double, opacity: Double = 1) { name = "white" }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { name = "hsb" }
    public init(_ color: UIColor) { name = color.name }
    public init(uiColor color: UIColor) { name = color.name }
    /// The colour as a gradient (iOS 16's `Color.red.gradient`): a style, it changes no layout.
    public var gradient: AnyGradient { AnyGradient() }
    /// The colour's name (`red`, an asset's name; `rgb`, `white` or `hsb` for one made of components).
    public var description: String { name }
    /// A Core Graphics colour as a SwiftUI one.
    public init(cgColor: CGColor) { name = "cgColor" }
    /// The colour for Core Graphics: gridperf draws nothing, so it has none (`nil`, as SwiftUI's
    /// for a colour that is not a constant one).
    public var cgColor: CGColor? { nil }

    public static let red = Color("red"), orange = Color("orange"), yellow = Color("yellow")
    public static let green = Color("green"), mint = Color("mint"), teal = Color("teal"), cyan = Color("cyan")
    public static let blue = Color("blue"), indigo = Color("indigo"), purple = Color("purple"), pink = Color("pink")
    public static let brown = Color("brown"), white = Color("white"), gray = Color("gray"), black = Color("black")
    public static let clear = Color("clear"), primary = Color("primary"), secondary = Color("secondary")
    public static let accentColor = Color("accentColor")

    public func opacity(_ opacity: Double) -> Color { self }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        [.view(["color": .object(["name": .string(name)])])]
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
}

/// The hierarchical styles (`.primary`, `.secondary`…) as SwiftUI's `HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public func opacity(_ opacity: Double) -> HierarchicalShapeStyle { self }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// SwiftUI's `Material` (a blur behind a view), as a style.
public struct Material: ShapeStyle {
    let name: String
    public static let ultraThinMaterial = Material(name: "ultraThin"), thinMaterial = Material(name: "thin")
    public static let regularMaterial = Material(name: "regular"), thickMaterial = Material(name: "thick")
    public static let ultraThickMaterial = Material(name: "ultraThick"), bar = Material(name: "bar")
    /// The material at an opacity (`.regularMaterial.opacity(0.4)`): a style, it changes no layout.
    public func opacity(_ opacity: Double) -> Material { self }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    public static var thinMaterial: Material { Material.thinMaterial }
    public static var regularMaterial: Material { Material.regularMaterial }
    public static var thickMaterial: Material { Material.thickMaterial }
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    public static var bar: Material { Material.bar }
}

/// The style of the view's foreground, and the tint (`.foreground`, `.tint`).
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// Any style, type-erased, and the gradients: none changes a layout.
public struct AnyShapeStyle: ShapeStyle {
    public init<S: ShapeStyle>(_ style: S) {}
}

/// A gradient made from a colour (`Color.blue.gradient`), as SwiftUI's `AnyGradient`: a style.
public struct AnyGradient: ShapeStyle, Sendable {
    public init() {}
    public init(_ gradient: Gradient) {}
}

public struct Gradient: Sendable {
    public struct Stop: Sendable {
        public init(color: Color, location: CGFloat) {}
    }
    public init(colors: [Color]) {}
    public init(stops: [Stop]) {}
}

public struct LinearGradient: ShapeStyle, View, _PrimitiveView {
    public typealias Body = Never
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { Color.clear._items(in: builder) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

/// UIKit's colours that SwiftUI code names through `Color(_:)` (`Color(.systemFill)`). A class, as
/// UIKit's, so that an app's `extension UIColor { convenience init(hex:) … }` compiles.
public final class UIColor: Hashable, @unchecked Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static func == (a: UIColor, b: UIColor) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { name = "rgb" }
    public init(white: CGFloat, alpha: CGFloat) { name = "white" }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { name = "hsb" }
    public init?(named name: String) { self.name = name }
    public init(_ color: Color) { name = color.name }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
    /// The colour for Core Graphics: gridperf draws nothing, so its components are not kept (0, 0, 0, 1).
    public var cgColor: CGColor { CGColor(red: 0, green: 0, blue: 0, alpha: 1) }
    public init(cgColor: CGColor) { name = "cgColor" }
    /// The colour's components, as `cgColor` has them: gridperf draws nothing and keeps none, so
    /// every colour answers (0, 0, 0, 1) and `true` (converted). Written only where given.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = 0
        green?.pointee = 0
        blue?.pointee = 0
        alpha?.pointee = 1
        return true
    }
    /// A colour that depends on the traits (`UIColor { traits in … }`): the light one, as
    /// gridperf's window is light.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(name: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).name)
    }
    public static let systemFill = UIColor(name: "systemFill")
    public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
    public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
    public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill")
    public static let systemBackground = UIColor(name: "systemBackground")
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    public static let systemGray = UIColor(name: "systemGray"), systemGray2 = UIColor(name: "systemGray2")
    public static let systemGray3 = UIColor(name: "systemGray3"), systemGray4 = UIColor(name: "systemGray4")
    public static let systemGray5 = UIColor(name: "systemGray5"), systemGray6 = UIColor(name: "systemGray6")
    public static let label = UIColor(name: "label"), secondaryLabel = UIColor(name: "secondaryLabel")
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel"), separator = UIColor(name: "separator")
    public static let systemBlue = UIColor(name: "systemBlue"), systemRed = UIColor(name: "systemRed")
    public static let clear = UIColor(name: "clear"), white = UIColor(name: "white"), black = UIColor(name: "black")
    public static let gray = UIColor(name: "gray"), red = UIColor(name: "red"), blue = UIColor(name: "blue")
}

/// `#colorLiteral(red:green:blue:alpha:)` (Xcode's colour well in code) makes a `UIColor`, as
/// UIKit's `_ColorLiteralType` does on iOS.
extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(name: "rgb")
    }
}

/// The type `#colorLiteral(…)` makes where nothing else is asked for: UIKit's `UIColor`.
public typealias _ColorLiteralType = UIColor
