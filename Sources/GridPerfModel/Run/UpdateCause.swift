/// One edge of a state change's cause-and-effect graph: bodies of `view` that `cause` ran, over
/// all the changes of a case (`run --scenario update` with `--update`).
public struct UpdateCause: Hashable, Sendable, Codable {
    /// Why the bodies ran (`ProductStore.objectWillChange (@ObservedObject store)`, `an
    /// @Observable property its body read`, `new inputs from Grid's body`, …).
    public var cause: String
    /// The view type whose bodies ran.
    public var view: String
    public var bodies: Int

    public init(cause: String, view: String, bodies: Int) {
        self.cause = cause
        self.view = view
        self.bodies = bodies
    }
}
