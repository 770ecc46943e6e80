import ObjCEncoding
import ObjCRuntime

/// Reading the values a change reports.
enum ValueReading {
    /// The value of `keyPath`, or — for a to-many change — the objects at `indexes` of it,
    /// as an NSArray (Foundation's `objectsAtIndexes:` of the new or old array). A failure
    /// is recorded in ``DeliveryFailures`` and reported as NSNull: the change has happened
    /// and its observers are still told.
    static func read(_ object: ObjCObject, _ keyPath: String, _ reader: ValueReader, at indexes: [Int]?) -> ChangeValue {
        do {
            if let indexes {
                let all = try ToManyAccess(target: object, key: keyPath).elements()
                return .object(try ObjCObject.array(indexes.compactMap { $0 < all.count ? all[$0] : nil }))
            }
            switch reader {
            case .keyValueCoding:
                return .object(try ValueBoxing.value(of: object, forKey: keyPath))
            case .getter(let selector, let code, let type):
                // An exception the setter itself raised stays pending for the setter's sender.
                if ObjCException.isPending { return .object(try ValueBoxing.value(of: object, forKey: keyPath)) }
                return try withExtendedLifetime(object) { try callGetter(object.pointer, selector, code, type) }
            }
        } catch {
            DeliveryFailures.record(.deliveryFailed(keyPath: keyPath, reason: "reading the value: \(error)"))
            return .object(nil)
        }
    }

    /// The value of a key being set, as ``read(_:_:_:at:)`` reads it — but through `getter`
    /// when the caller has the getter's IMP for `pointer`'s class (a notifying setter's kept
    /// lookup) and no exception is pending (`knownNotPending`: the caller has just checked).
    @inline(__always)
    static func read(_ pointer: UnsafeMutableRawPointer, _ keyPath: String, _ reader: ValueReader,
                     getter: IMP?, knownNotPending: Bool = false) -> ChangeValue {
        guard let getter, case .getter(let selector, let code, let type) = reader, knownNotPending || !ObjCException.isPending else {
            return read(ObjCObject(retaining: pointer), keyPath, reader, at: nil)
        }
        do {
            // `pointer` is alive: it is the receiver of the setter running this change.
            return try callGetter(getter, pointer, selector, code, type)
        } catch {
            DeliveryFailures.record(.deliveryFailed(keyPath: keyPath, reason: "reading the value: \(error)"))
            return .object(nil)
        }
    }

    // The getters are called through the catch barrier (`ExceptionBarrier`): a compiled getter
    // that throws leaves the exception pending, which the read then throws (a delivery failure).
    private typealias R = UnsafeMutableRawPointer?
    private typealias S = UnsafeRawPointer?
    private typealias W = UInt64
    private typealias Get8 = @convention(c) (R, S, W, W, W, IMP) -> UInt8
    private typealias Get16 = @convention(c) (R, S, W, W, W, IMP) -> UInt16
    private typealias Get32 = @convention(c) (R, S, W, W, W, IMP) -> UInt32
    private typealias Get64 = @convention(c) (R, S, W, W, W, IMP) -> UInt64
    private typealias GetBool = @convention(c) (R, S, W, W, W, IMP) -> Bool
    private typealias GetFloat = @convention(c) (R, S, W, W, W, IMP) -> Float
    private typealias GetDouble = @convention(c) (R, S, W, W, W, IMP) -> Double
    private typealias GetPointer = @convention(c) (R, S, W, W, W, IMP) -> UnsafeMutableRawPointer?

    /// Calls a getter whose return type has the type code `code` through a C function
    /// pointer of its C type `type` (a message send: the object's own class answers). No exception
    /// may be pending when it is called: one pending afterwards is the getter's, and is
    /// taken and thrown.
    static func callGetter(_ object: UnsafeMutableRawPointer, _ selector: Selector,
                           _ code: UInt8, _ type: ScalarTypeCode.CType) throws -> ChangeValue {
        var receiver: UnsafeMutableRawPointer? = object
        let imp = MessageSend.lookup(&receiver, selector)
        return try callGetter(imp, receiver, selector, code, type)
    }

    /// The C type a getter returning type code `code` is called as, or nil when no typed
    /// call reads it (structs, `long double`, `__int128`…): from the type-code table, with
    /// a pointer (`^…`) read as one word like a C string.
    static func getterType(_ code: UInt8) -> ScalarTypeCode.CType? {
        if code == ObjCType.pointerPrefix { return .cString }
        switch ScalarTypeCode.cType(of: code) {
        case .int128, .uint128, .longDouble, .void, .unknown: return nil
        case let type: return type
        }
    }

    /// Calls the getter `imp` (already looked up for `receiver`) through a C function pointer
    /// of the C type `type`. The same exception rule as ``callGetter(_:_:_:_:)``.
    @inline(__always)
    static func callGetter(_ imp: IMP, _ receiver: UnsafeMutableRawPointer?, _ selector: Selector,
                           _ code: UInt8, _ type: ScalarTypeCode.CType) throws -> ChangeValue {
        let sel = selector.rawValue
        let value: ChangeValue
        switch type {
        case .int8, .uint8:
            value = .scalar(code: code, bits: UInt64(unsafeBitCast(ExceptionBarrier.entry, to: Get8.self)(receiver, sel, 0, 0, 0, imp)))
        case .bool:
            value = .scalar(code: code, bits: unsafeBitCast(ExceptionBarrier.entry, to: GetBool.self)(receiver, sel, 0, 0, 0, imp) ? 1 : 0)
        case .int16, .uint16:
            value = .scalar(code: code, bits: UInt64(unsafeBitCast(ExceptionBarrier.entry, to: Get16.self)(receiver, sel, 0, 0, 0, imp)))
        case .int32, .uint32:
            value = .scalar(code: code, bits: UInt64(unsafeBitCast(ExceptionBarrier.entry, to: Get32.self)(receiver, sel, 0, 0, 0, imp)))
        case .int64, .uint64:
            value = .scalar(code: code, bits: unsafeBitCast(ExceptionBarrier.entry, to: Get64.self)(receiver, sel, 0, 0, 0, imp))
        case .float:
            value = .scalar(code: code, bits: UInt64(unsafeBitCast(ExceptionBarrier.entry, to: GetFloat.self)(receiver, sel, 0, 0, 0, imp).bitPattern))
        case .double:
            value = .scalar(code: code, bits: unsafeBitCast(ExceptionBarrier.entry, to: GetDouble.self)(receiver, sel, 0, 0, 0, imp).bitPattern)
        case .cString, .selector:
            let p = unsafeBitCast(ExceptionBarrier.entry, to: GetPointer.self)(receiver, sel, 0, 0, 0, imp)
            value = .scalar(code: code, bits: UInt64(UInt(bitPattern: p)))
        case .object, .classObject:
            // The getter's result is +0 and may be autoreleased: retain it before the pool drains.
            value = .object(autoreleasepool {
                unsafeBitCast(ExceptionBarrier.entry, to: GetPointer.self)(receiver, sel, 0, 0, 0, imp).map { ObjCObject(retaining: $0) }
            })
        case .int128, .uint128, .longDouble, .void, .unknown:
            throw KeyValueObservingError.deliveryFailed(keyPath: selector.name, reason: "no typed getter for type code \(code)")
        }
        if ObjCException.isPending, let error = ObjCException.takePending() { throw error }
        return value
    }
}
