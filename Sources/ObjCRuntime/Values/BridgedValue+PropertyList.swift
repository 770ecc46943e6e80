import PropertyLists

// The one bridge between runtime values and property-list values, which DynamicDefaults (its
// store holds PlistValues, its accessors and NSUserDefaults hand out objects), ModelMapping
// (keyed archives are binary property lists) and objcrt share. It lives here, in the lowest
// module that sees both sides: PropertyLists stays pure Swift with no runtime under it (the
// plist fuzz targets and the CLI's plist tools use it alone), and every module that needs the
// bridge already depends on ObjCRuntime — so ObjCRuntime depends on PropertyLists, which needs
// nothing but CivilTime, as ObjCRuntime already does (Docs/Architecture.md).

extension BridgedValue {
    /// The runtime value of a property-list value: integers are `q` numbers, unsigned
    /// integers `Q`, reals `d`, booleans `B`; data, dates (the same 2001 reference date),
    /// arrays and dictionaries as they are.
    package init(plist value: PlistValue) {
        switch value {
        case .string(let s): self = .string(s)
        case .integer(let i): self = .signed(i, objCType: Int64.objCType)
        case .unsignedInteger(let u): self = .unsigned(u, objCType: UInt64.objCType)
        case .real(let d): self = .double(d, objCType: Double.objCType)
        case .bool(let b): self = .bool(b)
        case .data(let d): self = .data(d)
        case .date(let d): self = .date(d.secondsSinceReferenceDate)
        case .array(let a): self = .array(a.map(BridgedValue.init(plist:)))
        case .dictionary(let d): self = .dictionary(d.mapValues(BridgedValue.init(plist:)))
        }
    }
}

extension PlistValue {
    /// The property-list value of a runtime value, or nil when it holds an NSNull or an
    /// NSValue anywhere (property lists have neither). Numbers keep their kind: signed types
    /// are integers, unsigned ones unsigned integers (an integer when the value fits `Int64`),
    /// `f` / `d` reals, `B` booleans.
    package init?(bridged value: BridgedValue) {
        switch value {
        case .string(let s): self = .string(s)
        case .signed(let i, _): self = .integer(i)
        case .unsigned(let u, _): self = PlistValue(integer: u)
        case .double(let d, _): self = .real(d)
        case .bool(let b): self = .bool(b)
        case .data(let d): self = .data(d)
        case .date(let t): self = .date(PlistDate(secondsSinceReferenceDate: t))
        case .array(let a):
            var out: [PlistValue] = []
            out.reserveCapacity(a.count)
            for element in a {
                guard let p = PlistValue(bridged: element) else { return nil }
                out.append(p)
            }
            self = .array(out)
        case .dictionary(let d):
            var out: [String: PlistValue] = [:]
            out.reserveCapacity(d.count)
            for (key, element) in d {
                guard let p = PlistValue(bridged: element) else { return nil }
                out[key] = p
            }
            self = .dictionary(out)
        case .null, .value:
            return nil
        }
    }
}
