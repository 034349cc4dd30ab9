import CoreGraphics
import GridPerfCore

/// Something a shape or a view is filled with, as SwiftUI's `ShapeStyle`: colours, materials
/// and the hierarchical styles. None changes a layout.
///
/// Not drawn: compiles, and changes no layout.
public protocol ShapeStyle: Sendable {}

/// SwiftUI's `Color` as a view: it takes what it is proposed (10 × 10 where unspecified) and
/// states no spacing preference of its own (docs/SPEC-FORMAT.md). Its value is not drawn.
///
/// Laid out as in SwiftUI.
public struct Color: View, _PrimitiveView, ShapeStyle, Hashable, CustomStringConvertible {
    /// `Color`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    let name: String

    /// A colour of the app's asset catalog, by name. Laid out as in SwiftUI: like every colour, it takes what it is
    /// proposed; its value is not drawn.
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
    /// A colour of components. Laid out as in SwiftUI: it takes what it is proposed; its value is not drawn.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { name = "rgb" }
    /// A grey. Laid out as in SwiftUI: it takes what it is proposed; its value is not drawn.
    public init(white: Double, opacity: Double = 1) { name = "white" }
    /// A colour of hue, saturation and brightness. Laid out as in SwiftUI: it takes what it is proposed; its value is
    /// not drawn.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) { name = "hsb" }
    /// A UIKit colour as a SwiftUI one (`Color(.systemFill)`). Laid out as in SwiftUI: it takes what it is proposed;
    /// its value is not drawn.
    public init(_ color: UIColor) { name = color.name }
    /// A UIKit colour as a SwiftUI one. Laid out as in SwiftUI: it takes what it is proposed; its value is not drawn.
    public init(uiColor color: UIColor) { name = color.name }
    /// The colour as a gradient (iOS 16's `Color.red.gradient`): a style, it changes no layout.
    ///
    /// Laid out as in SwiftUI.
    public var gradient: AnyGradient { AnyGradient() }
    /// The colour's name (`red`, an asset's name; `rgb`, `white` or `hsb` for one made of components).
    ///
    /// Laid out as in SwiftUI.
    public var description: String { name }
    /// A Core Graphics colour as a SwiftUI one.
    ///
    /// Laid out as in SwiftUI.
    public init(cgColor: CGColor) { name = "cgColor" }
    /// The colour for Core Graphics: gridperf draws nothing, so it has none (`nil`, as SwiftUI's
    /// for a colour that is not a constant one).
    ///
    /// Laid out as in SwiftUI.
    public var cgColor: CGColor? { nil }

    /// `Color`'s `red`. Laid out as in SwiftUI.
    public static let red = Color("red"), orange = Color("orange"), yellow = Color("yellow")
    /// `Color`'s `green`. Laid out as in SwiftUI.
    public static let green = Color("green"), mint = Color("mint"), teal = Color("teal"), cyan = Color("cyan")
    /// `Color`'s `blue`. Laid out as in SwiftUI.
    public static let blue = Color("blue"), indigo = Color("indigo"), purple = Color("purple"), pink = Color("pink")
    /// `Color`'s `brown`. Laid out as in SwiftUI.
    public static let brown = Color("brown"), white = Color("white"), gray = Color("gray"), black = Color("black")
    /// `Color`'s `clear`. Laid out as in SwiftUI.
    public static let clear = Color("clear"), primary = Color("primary"), secondary = Color("secondary")
    /// `Color`'s `accentColor`. Laid out as in SwiftUI.
    public static let accentColor = Color("accentColor")

    /// `Color`'s `opacity(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func opacity(_ opacity: Double) -> Color { self }

    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] {
        [.view(["color": .object(["name": .string(name)])])]
    }
}

extension ShapeStyle where Self == Color {
    /// `ShapeStyle`'s `red`. Not drawn: compiles, and changes no layout.
    public static var red: Color { Color.red }
    /// `ShapeStyle`'s `orange`. Not drawn: compiles, and changes no layout.
    public static var orange: Color { Color.orange }
    /// `ShapeStyle`'s `yellow`. Not drawn: compiles, and changes no layout.
    public static var yellow: Color { Color.yellow }
    /// `ShapeStyle`'s `green`. Not drawn: compiles, and changes no layout.
    public static var green: Color { Color.green }
    /// `ShapeStyle`'s `mint`. Not drawn: compiles, and changes no layout.
    public static var mint: Color { Color.mint }
    /// `ShapeStyle`'s `teal`. Not drawn: compiles, and changes no layout.
    public static var teal: Color { Color.teal }
    /// `ShapeStyle`'s `cyan`. Not drawn: compiles, and changes no layout.
    public static var cyan: Color { Color.cyan }
    /// `ShapeStyle`'s `blue`. Not drawn: compiles, and changes no layout.
    public static var blue: Color { Color.blue }
    /// `ShapeStyle`'s `indigo`. Not drawn: compiles, and changes no layout.
    public static var indigo: Color { Color.indigo }
    /// `ShapeStyle`'s `purple`. Not drawn: compiles, and changes no layout.
    public static var purple: Color { Color.purple }
    /// `ShapeStyle`'s `pink`. Not drawn: compiles, and changes no layout.
    public static var pink: Color { Color.pink }
    /// `ShapeStyle`'s `brown`. Not drawn: compiles, and changes no layout.
    public static var brown: Color { Color.brown }
    /// `ShapeStyle`'s `white`. Not drawn: compiles, and changes no layout.
    public static var white: Color { Color.white }
    /// `ShapeStyle`'s `gray`. Not drawn: compiles, and changes no layout.
    public static var gray: Color { Color.gray }
    /// `ShapeStyle`'s `black`. Not drawn: compiles, and changes no layout.
    public static var black: Color { Color.black }
    /// `ShapeStyle`'s `clear`. Not drawn: compiles, and changes no layout.
    public static var clear: Color { Color.clear }
}

/// The hierarchical styles (`.primary`, `.secondary`…) as SwiftUI's `HierarchicalShapeStyle`.
///
/// Not drawn: compiles, and changes no layout.
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: Int
    /// `HierarchicalShapeStyle`'s `primary`. Not drawn: compiles, and changes no layout.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// `HierarchicalShapeStyle`'s `secondary`. Not drawn: compiles, and changes no layout.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// `HierarchicalShapeStyle`'s `tertiary`. Not drawn: compiles, and changes no layout.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// `HierarchicalShapeStyle`'s `quaternary`. Not drawn: compiles, and changes no layout.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// `HierarchicalShapeStyle`'s `opacity(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func opacity(_ opacity: Double) -> HierarchicalShapeStyle { self }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// `ShapeStyle`'s `primary`. Not drawn: compiles, and changes no layout.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// `ShapeStyle`'s `secondary`. Not drawn: compiles, and changes no layout.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// `ShapeStyle`'s `tertiary`. Not drawn: compiles, and changes no layout.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// `ShapeStyle`'s `quaternary`. Not drawn: compiles, and changes no layout.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// SwiftUI's `Material` (a blur behind a view), as a style.
///
/// Not drawn: compiles, and changes no layout.
public struct Material: ShapeStyle {
    let name: String
    /// `Material`'s `ultraThinMaterial`. Not drawn: compiles, and changes no layout.
    public static let ultraThinMaterial = Material(name: "ultraThin"), thinMaterial = Material(name: "thin")
    /// `Material`'s `regularMaterial`. Not drawn: compiles, and changes no layout.
    public static let regularMaterial = Material(name: "regular"), thickMaterial = Material(name: "thick")
    /// `Material`'s `ultraThickMaterial`. Not drawn: compiles, and changes no layout.
    public static let ultraThickMaterial = Material(name: "ultraThick"), bar = Material(name: "bar")
    /// The material at an opacity (`.regularMaterial.opacity(0.4)`): a style, it changes no layout.
    ///
    /// Not drawn: returns the material unchanged.
    public func opacity(_ opacity: Double) -> Material { self }
}

extension ShapeStyle where Self == Material {
    /// `ShapeStyle`'s `ultraThinMaterial`. Not drawn: compiles, and changes no layout.
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    /// `ShapeStyle`'s `thinMaterial`. Not drawn: compiles, and changes no layout.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// `ShapeStyle`'s `regularMaterial`. Not drawn: compiles, and changes no layout.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// `ShapeStyle`'s `thickMaterial`. Not drawn: compiles, and changes no layout.
    public static var thickMaterial: Material { Material.thickMaterial }
    /// `ShapeStyle`'s `ultraThickMaterial`. Not drawn: compiles, and changes no layout.
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    /// `ShapeStyle`'s `bar`. Not drawn: compiles, and changes no layout.
    public static var bar: Material { Material.bar }
}

/// The style of the view's foreground, and the tint (`.foreground`, `.tint`).
///
/// Not drawn: compiles, and changes no layout.
public struct ForegroundStyle: ShapeStyle {
    /// Makes a `ForegroundStyle`. Not drawn: compiles, and changes no layout.
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// `ShapeStyle`'s `foreground`. Not drawn: compiles, and changes no layout.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// Any style, type-erased, and the gradients: none changes a layout.
///
/// Not drawn: compiles, and changes no layout.
public struct AnyShapeStyle: ShapeStyle {
    /// Makes an `AnyShapeStyle`. Not drawn: compiles, and changes no layout.
    public init<S: ShapeStyle>(_ style: S) {}
}

/// A gradient made from a colour (`Color.blue.gradient`), as SwiftUI's `AnyGradient`: a style.
///
/// Not drawn: compiles, and changes no layout.
public struct AnyGradient: ShapeStyle, Sendable {
    /// Makes an `AnyGradient`. Not drawn: compiles, and changes no layout.
    public init() {}
    /// Makes an `AnyGradient`. Not drawn: compiles, and changes no layout.
    public init(_ gradient: Gradient) {}
}

/// SwiftUI's `Gradient`. Not drawn: compiles, and changes no layout.
public struct Gradient: Sendable {
    /// SwiftUI's `Gradient.Stop`. Not drawn: compiles, and changes no layout.
    public struct Stop: Sendable {
        /// Makes a `Gradient.Stop`. Not drawn: compiles, and changes no layout.
        public init(color: Color, location: CGFloat) {}
    }
    /// Makes a `Gradient`. Not drawn: compiles, and changes no layout.
    public init(colors: [Color]) {}
    /// Makes a `Gradient`. Not drawn: compiles, and changes no layout.
    public init(stops: [Stop]) {}
}

/// SwiftUI's `LinearGradient`, as a view: it takes what it is proposed, as a `Color` does. Laid out as in SwiftUI; its
/// colours are not drawn.
public struct LinearGradient: ShapeStyle, View, _PrimitiveView {
    /// `LinearGradient`'s `Body` type. Laid out as in SwiftUI.
    public typealias Body = Never
    /// Makes a `LinearGradient`. Laid out as in SwiftUI.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    /// Makes a `LinearGradient`. Laid out as in SwiftUI.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    /// Makes a `LinearGradient`. Laid out as in SwiftUI.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public func _items(in builder: ViewSceneBuilder) -> [SceneItem] { Color.clear._items(in: builder) }
}

extension ShapeStyle where Self == LinearGradient {
    /// `ShapeStyle`'s `linearGradient(_:startPoint:endPoint:)`. Not drawn: compiles, and changes no layout.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// `ShapeStyle`'s `linearGradient(colors:startPoint:endPoint:)`. Not drawn: compiles, and changes no layout.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

/// UIKit's colours that SwiftUI code names through `Color(_:)` (`Color(.systemFill)`). A class, as
/// UIKit's, so that an app's `extension UIColor { convenience init(hex:) … }` compiles.
///
/// Not drawn: compiles, and changes no layout.
public final class UIColor: Hashable, @unchecked Sendable {
    let name: String
    init(name: String) { self.name = name }
    /// `UIColor`'s `==(_:_:)`. Not drawn: compiles, and changes no layout.
    public static func == (a: UIColor, b: UIColor) -> Bool { a.name == b.name }
    /// `UIColor`'s `hash(into:)`. Not drawn: compiles, and changes no layout.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    /// Makes an `UIColor`. Not drawn: compiles, and changes no layout.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { name = "rgb" }
    /// Makes an `UIColor`. Not drawn: compiles, and changes no layout.
    public init(white: CGFloat, alpha: CGFloat) { name = "white" }
    /// Makes an `UIColor`. Not drawn: compiles, and changes no layout.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) { name = "hsb" }
    /// Makes an `UIColor`. Not drawn: compiles, and changes no layout.
    public init?(named name: String) { self.name = name }
    /// Makes an `UIColor`. Not drawn: compiles, and changes no layout.
    public init(_ color: Color) { name = color.name }
    /// `UIColor`'s `withAlphaComponent(_:)`. Not drawn: returns it unchanged, so nothing in the layout changes.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
    /// The colour for Core Graphics: gridperf draws nothing, so its components are not kept (0, 0, 0, 1).
    ///
    /// Not drawn: compiles, and changes no layout.
    public var cgColor: CGColor { CGColor(red: 0, green: 0, blue: 0, alpha: 1) }
    /// Makes an `UIColor`. Not drawn: compiles, and changes no layout.
    public init(cgColor: CGColor) { name = "cgColor" }
    /// The colour's components, as `cgColor` has them: gridperf draws nothing and keeps none, so
    /// every colour answers (0, 0, 0, 1) and `true` (converted). Written only where given.
    ///
    /// Not drawn: compiles, and changes no layout.
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
    ///
    /// Not drawn: compiles, and changes no layout.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(name: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).name)
    }
    /// `UIColor`'s `systemFill`. Not drawn: compiles, and changes no layout.
    public static let systemFill = UIColor(name: "systemFill")
    /// `UIColor`'s `secondarySystemFill`. Not drawn: compiles, and changes no layout.
    public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
    /// `UIColor`'s `tertiarySystemFill`. Not drawn: compiles, and changes no layout.
    public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
    /// `UIColor`'s `quaternarySystemFill`. Not drawn: compiles, and changes no layout.
    public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill")
    /// `UIColor`'s `systemBackground`. Not drawn: compiles, and changes no layout.
    public static let systemBackground = UIColor(name: "systemBackground")
    /// `UIColor`'s `secondarySystemBackground`. Not drawn: compiles, and changes no layout.
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    /// `UIColor`'s `tertiarySystemBackground`. Not drawn: compiles, and changes no layout.
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    /// `UIColor`'s `systemGroupedBackground`. Not drawn: compiles, and changes no layout.
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    /// `UIColor`'s `secondarySystemGroupedBackground`. Not drawn: compiles, and changes no layout.
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    /// `UIColor`'s `systemGray`. Not drawn: compiles, and changes no layout.
    public static let systemGray = UIColor(name: "systemGray"), systemGray2 = UIColor(name: "systemGray2")
    /// `UIColor`'s `systemGray3`. Not drawn: compiles, and changes no layout.
    public static let systemGray3 = UIColor(name: "systemGray3"), systemGray4 = UIColor(name: "systemGray4")
    /// `UIColor`'s `systemGray5`. Not drawn: compiles, and changes no layout.
    public static let systemGray5 = UIColor(name: "systemGray5"), systemGray6 = UIColor(name: "systemGray6")
    /// `UIColor`'s `label`. Not drawn: compiles, and changes no layout.
    public static let label = UIColor(name: "label"), secondaryLabel = UIColor(name: "secondaryLabel")
    /// `UIColor`'s `tertiaryLabel`. Not drawn: compiles, and changes no layout.
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel"), separator = UIColor(name: "separator")
    /// `UIColor`'s `systemBlue`. Not drawn: compiles, and changes no layout.
    public static let systemBlue = UIColor(name: "systemBlue"), systemRed = UIColor(name: "systemRed")
    /// `UIColor`'s `clear`. Not drawn: compiles, and changes no layout.
    public static let clear = UIColor(name: "clear"), white = UIColor(name: "white"), black = UIColor(name: "black")
    /// `UIColor`'s `gray`. Not drawn: compiles, and changes no layout.
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
