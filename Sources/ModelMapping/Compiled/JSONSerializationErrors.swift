internal import CRuntimeCore
internal import CValueClasses
import ObjCRuntime

/// The NSErrors `NSJSONSerialization` hands back, as Foundation makes them: domain
/// NSCocoaErrorDomain, code 3840 (NSPropertyListReadCorruptError), userInfo
/// `NSDebugDescription` (the reader's message with the line and column, e.g. "Unexpected
/// character around line 1, column 9.") and, where the reader knows it,
/// `NSJSONSerializationErrorIndex` (the byte offset).
enum JSONSerializationErrors {
    /// What went wrong, before it is an NSError.
    struct Failure: Error {
        let message: String
        let offset: Int?

        init(message: String, offset: Int? = nil) {
            self.message = message
            self.offset = offset
        }

        /// The reader's error, its offset turned into Foundation's line and column.
        init(_ error: ModelMappingError, in bytes: UnsafeBufferPointer<UInt8>) {
            switch error {
            case .invalidJSON(let message, let offset):
                let place = JSONSerializationErrors.lineAndColumn(of: offset, in: bytes)
                self.init(message: "\(message.prefix(1).uppercased())\(message.dropFirst()) around line \(place.line), column \(place.column).",
                          offset: offset)
            case .nestingTooDeep(let limit):
                self.init(message: "Too many nested arrays or dictionaries (more than \(limit)).")
            default:
                self.init(message: "\(error)")
            }
        }
    }

    static let cocoaErrorDomain = UnmanagedObject.makeString("NSCocoaErrorDomain")
    static let debugDescriptionKey = UnmanagedObject.makeString("NSDebugDescription")
    static let errorIndexKey = UnmanagedObject.makeString("NSJSONSerializationErrorIndex")

    /// A new NSError (+1) for the failure, or nil when out of memory.
    static func make(_ failure: Failure) -> UnmanagedObject? {
        guard let domain = cocoaErrorDomain, let descriptionKey = debugDescriptionKey, let indexKey = errorIndexKey,
              let message = UnmanagedObject.makeString(failure.message) else { return nil }
        var keys = [descriptionKey], values = [message]
        if let offset = failure.offset, let index = UnmanagedObject.makeNumber(signed: Int64(offset), type: "q") {
            keys.append(indexKey)
            values.append(index)
        }
        let userInfo = keys.withUnsafeBufferPointer { k in values.withUnsafeBufferPointer { UnmanagedObject.makeDictionary(keys: k, values: $0) } }
        for v in values { v.release() }
        defer { userInfo?.release() }
        let made = rt_nserror_create(domain.pointer.assumingMemoryBound(to: rt_object.self), 3840,
                                     userInfo?.pointer.assumingMemoryBound(to: rt_object.self))
        return made.map { UnmanagedObject(UnsafeMutableRawPointer($0)) }
    }

    /// Stores the failure's NSError, autoreleased, in `*error` (when the caller passed one).
    static func report(_ failure: Failure, to error: UnsafeMutablePointer<UnsafeMutableRawPointer?>?) {
        guard let error else { return }
        let made = make(failure)
        made?.autorelease()
        error.pointee = made?.pointer
    }

    /// The 1-based line and column (in bytes) of an offset.
    static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        for k in 0..<min(offset, bytes.count) where bytes[k] == 0x0A {
            line += 1
            lineStart = k + 1
        }
        return (line, offset - lineStart + 1)
    }
}
