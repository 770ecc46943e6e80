/// A property attribute string (`T@"NSString",C,N,V_teacher`) read into its parts: what
/// `property_getAttributes`, `property_copyAttributeList` and `property_copyAttributeValue`
/// expose, plus the accessor selectors the runtime derives from it.
///
/// The letters, in the order clang writes them:
/// `T<type>` type · `?` optional (protocol) · `R` readonly · `C` copy · `&` retain/strong ·
/// `W` weak · `D` dynamic · `N` nonatomic · `G<name>` getter · `S<name>` setter ·
/// `V<name>` backing ivar · `P` garbage-collectable (legacy) · `t<encoding>` legacy type.
public struct PropertyAttributes: Hashable, Sendable {
    /// The `T` value as written (`@"NSString"`), or nil when there is no `T`.
    public var typeEncoding: String?
    /// The `T` value parsed, or nil when there is no `T`.
    public var type: ObjCType?
    /// `?` — declared `@optional` in a protocol.
    public var isOptional = false
    /// `R` — readonly.
    public var isReadOnly = false
    /// `C` — copy.
    public var isCopy = false
    /// `&` — retain / strong.
    public var isRetain = false
    /// `W` — weak.
    public var isWeak = false
    /// `D` — `@dynamic`.
    public var isDynamic = false
    /// `N` — nonatomic.
    public var isNonatomic = false
    /// `G` — a custom getter selector, or nil.
    public var getter: String?
    /// `S` — a custom setter selector, or nil.
    public var setter: String?
    /// `V` — the backing instance variable, or nil.
    public var ivar: String?
    /// `P` — eligible for garbage collection (legacy).
    public var isGarbageCollected = false
    /// `t` — the legacy old-style type encoding, or nil.
    public var oldTypeEncoding: String?

    /// An empty attribute set (no type, no flags).
    public init() {}

    /// The getter selector: `G`'s value, else the property name.
    public func getterName(forProperty name: String) -> String { getter ?? name }

    /// The setter selector: `S`'s value, else `setName:` (first letter uppercased), or nil
    /// for a readonly property without an `S`.
    public func setterName(forProperty name: String) -> String? {
        if let setter { return setter }
        if isReadOnly { return nil }
        return Self.defaultSetterName(forProperty: name)
    }

    /// `setName:` for `name`: the first letter uppercased the way the runtime does (ASCII only).
    public static func defaultSetterName(forProperty name: String) -> String {
        guard let first = name.unicodeScalars.first else { return "set:" }
        var head = String(first)
        if first.isASCII, first.properties.isLowercase { head = head.uppercased() }
        return "set" + head + String(name.unicodeScalars.dropFirst()) + ":"
    }

    /// `property_copyAttributeValue`: the value for a letter (`""` for a flag that is present),
    /// or nil when the attribute is absent.
    public func value(forAttribute letter: Character) -> String? {
        switch letter {
        case "T": return typeEncoding
        case "?": return isOptional ? "" : nil
        case "R": return isReadOnly ? "" : nil
        case "C": return isCopy ? "" : nil
        case "&": return isRetain ? "" : nil
        case "W": return isWeak ? "" : nil
        case "D": return isDynamic ? "" : nil
        case "N": return isNonatomic ? "" : nil
        case "G": return getter
        case "S": return setter
        case "V": return ivar
        case "P": return isGarbageCollected ? "" : nil
        case "t": return oldTypeEncoding
        default: return nil
        }
    }

    /// The attribute string in clang's order: T, t, ?, R, C, &, W, D, N, G, S, P, V.
    /// For every string clang produces, `try parse(s).canonical == s`.
    public var canonical: String {
        var parts: [String] = []
        if let typeEncoding { parts.append("T" + typeEncoding) }
        if let oldTypeEncoding { parts.append("t" + oldTypeEncoding) }
        if isOptional { parts.append("?") }
        if isReadOnly { parts.append("R") }
        if isCopy { parts.append("C") }
        if isRetain { parts.append("&") }
        if isWeak { parts.append("W") }
        if isDynamic { parts.append("D") }
        if isNonatomic { parts.append("N") }
        if let getter { parts.append("G" + getter) }
        if let setter { parts.append("S" + setter) }
        if isGarbageCollected { parts.append("P") }
        if let ivar { parts.append("V" + ivar) }
        return parts.joined(separator: ",")
    }
}
