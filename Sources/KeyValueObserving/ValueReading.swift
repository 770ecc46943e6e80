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
            case .getter(let selector, let code):
                // An exception the setter itself raised stays pending for the setter's sender.
                if ObjCException.isPending { return .object(try ValueBoxing.value(of: object, forKey: keyPath)) }
                return try withExtendedLifetime(object) { try callGetter(object.pointer, selector, code) }
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
        guard let getter, case .getter(let selector, let code) = reader, knownNotPending || !ObjCException.isPending else {
            return read(ObjCObject(retaining: pointer), keyPath, reader, at: nil)
        }
        do {
            // `pointer` is alive: it is the receiver of the setter running this change.
            return try callGetter(getter, pointer, selector, code)
        } catch {
            DeliveryFailures.record(.deliveryFailed(keyPath: keyPath, reason: "reading the value: \(error)"))
            return .object(nil)
        }
    }

    private typealias Get8 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UInt8
    private typealias Get16 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UInt16
    private typealias Get32 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UInt32
    private typealias Get64 = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UInt64
    private typealias GetBool = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Bool
    private typealias GetFloat = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Float
    private typealias GetDouble = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Double
    private typealias GetPointer = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?

    /// Calls a getter whose return type has the type code `code` through a C function
    /// pointer of that width (a message send: the object's own class answers). No exception
    /// may be pending when it is called: one pending afterwards is the getter's, and is
    /// taken and thrown.
    static func callGetter(_ object: UnsafeMutableRawPointer, _ selector: Selector,
                           _ code: UInt8) throws -> ChangeValue {
        var receiver: UnsafeMutableRawPointer? = object
        let imp = MessageSend.lookup(&receiver, selector)
        return try callGetter(imp, receiver, selector, code)
    }

    /// Calls the getter `imp` (already looked up for `receiver`) through a C function pointer
    /// of the width of `code`. The same exception rule as ``callGetter(_:_:_:)``.
    @inline(__always)
    static func callGetter(_ imp: IMP, _ receiver: UnsafeMutableRawPointer?, _ selector: Selector,
                           _ code: UInt8) throws -> ChangeValue {
        let sel = selector.rawValue
        let value: ChangeValue
        switch code {
        case UInt8(ascii: "c"), UInt8(ascii: "C"):
            value = .scalar(code: code, bits: UInt64(unsafeBitCast(imp, to: Get8.self)(receiver, sel)))
        case UInt8(ascii: "B"):
            value = .scalar(code: code, bits: unsafeBitCast(imp, to: GetBool.self)(receiver, sel) ? 1 : 0)
        case UInt8(ascii: "s"), UInt8(ascii: "S"):
            value = .scalar(code: code, bits: UInt64(unsafeBitCast(imp, to: Get16.self)(receiver, sel)))
        case UInt8(ascii: "i"), UInt8(ascii: "I"), UInt8(ascii: "l"), UInt8(ascii: "L"):
            value = .scalar(code: code, bits: UInt64(unsafeBitCast(imp, to: Get32.self)(receiver, sel)))
        case UInt8(ascii: "q"), UInt8(ascii: "Q"):
            value = .scalar(code: code, bits: unsafeBitCast(imp, to: Get64.self)(receiver, sel))
        case UInt8(ascii: "f"):
            value = .scalar(code: code, bits: UInt64(unsafeBitCast(imp, to: GetFloat.self)(receiver, sel).bitPattern))
        case UInt8(ascii: "d"):
            value = .scalar(code: code, bits: unsafeBitCast(imp, to: GetDouble.self)(receiver, sel).bitPattern)
        case UInt8(ascii: "^"), UInt8(ascii: "*"), UInt8(ascii: ":"):
            let p = unsafeBitCast(imp, to: GetPointer.self)(receiver, sel)
            value = .scalar(code: code, bits: UInt64(UInt(bitPattern: p)))
        case UInt8(ascii: "@"), UInt8(ascii: "#"):
            // The getter's result is +0 and may be autoreleased: retain it before the pool drains.
            value = .object(autoreleasepool {
                unsafeBitCast(imp, to: GetPointer.self)(receiver, sel).map { ObjCObject(retaining: $0) }
            })
        default:
            throw KeyValueObservingError.deliveryFailed(keyPath: selector.name, reason: "no typed getter for type code \(code)")
        }
        if ObjCException.isPending, let error = ObjCException.takePending() { throw error }
        return value
    }
}
