/// One accessor pair generated for a property, as installed.
public struct GeneratedAccessor: Sendable, Equatable {
    /// The property name.
    public let property: String
    /// Its attribute string (`Tq,N,D`).
    public let attributes: String
    /// The defaults key (the property name through `transformKey`).
    public let key: String
    /// The type code and IMP pair chosen.
    public let type: AccessorType
    /// The getter selector (`G` honoured).
    public let getter: String
    /// The getter's method type string (`q@:`).
    public let getterTypes: String
    /// The setter selector (`S` honoured); nil for a readonly property.
    public let setter: String?
    /// The setter's method type string (`v@:q`); nil for a readonly property.
    public let setterTypes: String?
}
