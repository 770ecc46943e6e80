@_spi(JSONBuilding) import JSON
import ObjCRuntime

/// JSON text → runtime objects, as `NSJSONSerialization` makes them: the JSON module's one
/// reader with a builder of NSDictionary, NSArray, NSString, NSNumber (`q` for integers that
/// fit, `Q` above `Int64.max`, `d` otherwise, `B` for `true` / `false`) and NSNull, straight
/// from the bytes with no tree in between. A number whose digits the nearest double would not
/// give back is an NSDecimalNumber holding them, up to its 38 digits. Errors are the module's
/// (``ModelMappingError/invalidJSON(message:offset:)``, `.nestingTooDeep`).
enum ObjectJSONReader {
    /// Reads one JSON value into a new object (+1). `mutableContainers` / `mutableLeaves`
    /// (NSJSONReadingMutableContainers / MutableLeaves, what `NSJSONSerialization` asks for;
    /// ModelMapping's own reading never does) make NSMutableArray / NSMutableDictionary and
    /// NSMutableString instead.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, trustedUTF8: Bool, mutableContainers: Bool = false,
                     mutableLeaves: Bool = false) throws(ModelMappingError) -> UnmanagedObject {
        let builder = ObjectBuilder(mutableContainers: mutableContainers, mutableLeaves: mutableLeaves)
        do {
            return try JSONReader.read(bytes, trustedUTF8: trustedUTF8, builder: builder)
        } catch {
            throw ModelMappingError(error)
        }
    }

    /// Reads the text of a Swift string.
    static func read(_ text: String) throws(ModelMappingError) -> UnmanagedObject {
        do {
            return try JSONReader.read(text, builder: ObjectBuilder())
        } catch {
            throw ModelMappingError(error)
        }
    }
}

extension ModelMappingError {
    /// The JSON module's error as the mapping reports it.
    init(_ error: JSONError) {
        switch error {
        case .invalid(let message, let offset): self = .invalidJSON(message: message, offset: offset)
        case .nestingTooDeep(let limit): self = .nestingTooDeep(limit: limit)
        case .outOfMemory: self = .runtime("out of memory reading JSON")
        }
    }
}

/// The reader's builder of runtime objects: each value +1, which the container it goes into
/// retains and the reader then releases.
struct ObjectBuilder: JSONBuilder {
    var mutableContainers = false
    var mutableLeaves = false

    func key(_ utf8: UnsafeBufferPointer<UInt8>) -> UnmanagedObject? { .makeString(UnsafeRawBufferPointer(utf8)) }
    func string(_ utf8: UnsafeBufferPointer<UInt8>) -> UnmanagedObject? {
        .makeString(UnsafeRawBufferPointer(utf8), mutable: mutableLeaves)
    }
    func integer(_ value: Int64) -> UnmanagedObject? { .makeNumber(signed: value, type: NaturalCode.signed) }
    func unsignedInteger(_ value: UInt64) -> UnmanagedObject? { .makeNumber(unsigned: value, type: NaturalCode.unsigned) }
    func double(_ value: Double) -> UnmanagedObject? { .makeNumber(double: value, type: NaturalCode.double) }
    func bool(_ value: Bool) -> UnmanagedObject? { .makeNumber(signed: value ? 1 : 0, type: NaturalCode.bool) }
    func null() -> UnmanagedObject? { .null }
    func array(_ elements: UnsafeBufferPointer<UnmanagedObject>) -> UnmanagedObject? {
        .makeArray(elements, mutable: mutableContainers)
    }
    func object(keys: UnsafeBufferPointer<UnmanagedObject>, values: UnsafeBufferPointer<UnmanagedObject>) -> UnmanagedObject? {
        .makeDictionary(keys: keys, values: values, mutable: mutableContainers)
    }
    func release(_ object: UnmanagedObject) { object.release() }

    /// The literal as an NSDecimalNumber (+1) when the nearest double `d` would give other
    /// digits back and the decimal keeps them (at most 38 digits, exponent in its range), so a
    /// decimal the writer printed reads back unchanged; nil to read a double.
    func longNumber(_ literal: UnsafeBufferPointer<UInt8>, nearest d: Double) -> UnmanagedObject? {
        guard let exact = UnmanagedObject.makeDecimalNumber(UnsafeRawBufferPointer(literal)) else { return nil }
        // NaN: the exponent is beyond the decimal's range; a distant double: digits were lost
        // below it. Either way the double is the better reading.
        var keeps = !exact.isNotANumber && (exact.doubleValue - d).magnitude <= 2 * d.ulp
        if keeps, let boxed = UnmanagedObject.makeNumber(double: d, type: NaturalCode.double) {
            // The double's own shortest digits, as a decimal: equal means nothing is lost.
            let viaDouble = UnmanagedObject.makeDecimalNumber(number: boxed)
            boxed.release()
            keeps = viaDouble?.decimalString != exact.decimalString
            viaDouble?.release()
        }
        if keeps { return exact }
        exact.release()
        return nil
    }
}
