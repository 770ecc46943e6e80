import ObjCEncoding

/// The property rules clang applies under ARC: which attribute combinations are errors, what
/// an object property without an ownership attribute defaults to, and how the attribute
/// string is spelled (`ASTContext::getObjCEncodingForPropertyDecl`).
struct PropertyAttributeRules {
    let encoder: TypeEncoder

    /// The attribute set after ARC deductions: ownership written on the type
    /// (`__weak id`) becomes an attribute, and a read-write retainable property with no
    /// ownership attribute becomes `strong`.
    func effectiveAttributes(_ p: PropertyDecl) -> Set<String> {
        var set = Set(p.attributes.map(\.spelling))
        switch p.type.ownership {
        case .weak: set.insert("weak")
        case .strong: set.insert("strong")
        case .unsafeUnretained: set.insert("unsafe_unretained")
        default: break
        }
        let owned = !set.isDisjoint(with: ["assign", "unsafe_unretained", "copy", "retain", "strong", "weak"])
        if !owned && p.type.isRetainable && !set.contains("readonly") {
            set.insert("strong")
        }
        return set
    }

    /// Throws the error clang gives for an impossible attribute combination.
    func validate(_ p: PropertyDecl) throws {
        let a = Set(p.attributes.map(\.spelling))
        func exclusive(_ x: String, _ y: String) -> HeaderError {
            HeaderError("property attributes '\(x)' and '\(y)' are mutually exclusive", at: p.location)
        }
        if a.contains("readonly") && a.contains("readwrite") { throw exclusive("readonly", "readwrite") }
        let eff = effectiveAttributes(p)
        if !p.type.isRetainable, let bad = ["weak", "copy", "retain", "strong"].first(where: { a.contains($0) }) {
            let shown = bad == "weak" ? "weak" : (a.contains("copy") ? "copy" : "retain (or strong)")
            throw HeaderError("property with '\(shown)' attribute must be of object type", at: p.location)
        }
        if eff.contains("assign") {
            for other in ["copy", "retain", "strong", "weak"] where eff.contains(other) { throw exclusive("assign", other) }
        } else if eff.contains("unsafe_unretained") {
            for other in ["copy", "retain", "strong", "weak"] where eff.contains(other) { throw exclusive("unsafe_unretained", other) }
        } else if eff.contains("copy") {
            for other in ["retain", "strong", "weak"] where eff.contains(other) { throw exclusive("copy", other) }
        } else if eff.contains("retain") && eff.contains("weak") {
            throw exclusive("retain", "weak")
        } else if eff.contains("strong") && eff.contains("weak") {
            throw exclusive("strong", "weak")
        }
        if eff.contains("weak") && a.contains("nonnull") { throw exclusive("nonnull", "weak") }
        if a.contains("atomic") && a.contains("nonatomic") { throw exclusive("atomic", "nonatomic") }
        if a.contains("readonly"), p.customSetter != nil {
            // clang only warns here; a setter that can never exist is a mistake worth stopping on.
            throw HeaderError("setter cannot be specified for a readonly property", at: p.location)
        }
        if a.contains("readonly") && a.contains("null_resettable") {
            throw HeaderError("property attributes 'readonly' and 'null_resettable' cannot be combined", at: p.location)
        }
    }

    /// clang's rule on an implemented property (synthesized, auto-synthesized or `@dynamic`)
    /// whose getter is not written in the `@implementation`: a getter named into the `alloc`,
    /// `copy`, `mutableCopy` or `new` family that returns an object pointer (`id`, a class
    /// pointer, `Class`; not a block) promises its caller a retained object, and a synthesized
    /// getter returns it unretained. Under ARC that is an error, raised here at the property's
    /// name as clang raises it.
    ///
    /// clang accepts the property when the getter is declared
    /// `__attribute__((objc_method_family(none)))` or the property `ns_returns_not_retained`;
    /// this front-end does not: MiniObjC's callers (message sends, key-value coding, model
    /// mapping) have no declaration to read and take ownership from the selector's family, so
    /// such a getter would be over-released. The message says what works in both.
    func validateSynthesizedGetter(_ p: PropertyDecl) throws {
        guard !p.isClassProperty, let family = MethodFamily(selector: p.getterName), family.forbidsSynthesizedGetter else { return }
        switch p.type.kind {
        case .object, .classType: break
        default: return
        }
        throw HeaderError("property follows Cocoa naming convention for returning 'owned' objects (its getter "
                          + "'\(p.getterName)' is in the '\(family.rawValue)' family, and a synthesized getter returns an object "
                          + "it does not own; rename the property or give it a getter= name outside the alloc, copy, "
                          + "mutableCopy and new families — MiniObjC does not read objc_method_family(none))",
                          at: p.nameLocation ?? p.location)
    }

    /// How a synthesized setter would store (ARC `getSetterKind`: `strong` on a block copies).
    func semantics(_ p: PropertyDecl) -> PropertySemantics {
        let eff = effectiveAttributes(p)
        if eff.contains("strong") { return p.type.isBlock ? .copy : .strong }
        if eff.contains("retain") { return .strong }
        if eff.contains("copy") { return .copy }
        if eff.contains("weak") { return .weak }
        return .assign
    }

    /// The attribute string: `T<type>`, then R / C / & / W, D, N, G, S, V in clang's order.
    func attributeString(_ p: PropertyDecl, dynamic: Bool, ivar: String?) -> String {
        let eff = effectiveAttributes(p)
        var s = "T" + encoder.encode(p.type, .property)
        if p.isOptional { s += ",?" }
        if eff.contains("readonly") {
            s += ",R"
            if eff.contains("copy") { s += ",C" }
            if eff.contains("retain") { s += ",&" }
            if eff.contains("weak") { s += ",W" }
        } else {
            switch semantics(p) {
            case .copy: s += ",C"
            case .strong: s += ",&"
            case .weak: s += ",W"
            case .assign: break
            }
        }
        if dynamic { s += ",D" }
        if eff.contains("nonatomic") { s += ",N" }
        if let g = p.customGetter { s += ",G" + g }
        if let st = p.customSetter { s += ",S" + st }
        if let ivar { s += ",V" + ivar }
        return s
    }
}
