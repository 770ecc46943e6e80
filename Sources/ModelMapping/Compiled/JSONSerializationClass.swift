internal import CRuntimeCore
internal import CValueClasses
import ObjCRuntime

/// `NSJSONSerialization` for compiled Objective-C: a runtime class whose class methods read
/// with ModelMapping's own `JSONReader` (straight into NSDictionary / NSArray / NSString /
/// NSNumber / NSNull, each container made in one go with its elements) and write with its
/// `JSONWriter` (`FoundationJSONWriter`). It lives in a Swift process that hosts compiled
/// code (`objcrt test`, `objcrt run --host`): a standalone `objcrt cc` program has the C
/// layers only, and there the class is absent.
///
/// - `+JSONObjectWithData:options:error:` — `NSJSONReadingMutableContainers` (1),
///   `MutableLeaves` (2), `FragmentsAllowed` (4). Bad JSON answers nil and an NSError
///   (NSCocoaErrorDomain, 3840, Foundation's `NSDebugDescription` and
///   `NSJSONSerializationErrorIndex`); it never raises.
/// - `+dataWithJSONObject:options:error:` — a C IMP over this layer's writer
///   (`rt_nsjsonserialization.h`), so the NSInvalidArgumentException Foundation raises for an
///   object with no JSON form is a real throw compiled code can catch.
/// - `+isValidJSONObject:`.
public enum JSONSerializationClass {
    /// Built on first use, which ``install()`` makes.
    private static let made = Result<ObjCClass, any Error> { try build() }

    /// Builds and registers `NSJSONSerialization` (once; later calls return the same class)
    /// and points compiled code's `NSJSONSerialization` symbols at it. A host of compiled code
    /// calls it before loading that code.
    /// - Throws: what building the class throws (`ObjCError`), e.g. when another class named
    ///   `NSJSONSerialization` already exists.
    @discardableResult
    public static func install() throws -> ObjCClass {
        let cls = try made.get()
        cls.publishForCompiledCode()
        return cls
    }

    private static func build() throws -> ObjCClass {
        rt_nsjsonserialization_setWriter(JSONSerializationIMPs.writer)
        let b = try ClassBuilder(name: "NSJSONSerialization", superclass: .nsObject)
        let dataEntry: @convention(c) (id?, SEL?, id?, UInt, UnsafeMutablePointer<id?>?) -> id? =
            rt_nsjsonserialization_dataWithJSONObject
        try b.addClassMethod("JSONObjectWithData:options:error:", types: "@40@0:8@16Q24^@32",
                             function: JSONSerializationIMPs.jsonObjectWithData)
        try b.addClassMethod("dataWithJSONObject:options:error:", types: "@40@0:8@16Q24^@32", function: dataEntry)
        try b.addClassMethod("isValidJSONObject:", types: "c24@0:8@16", function: JSONSerializationIMPs.isValidJSONObject)
        return try b.register()
    }
}

/// The Swift IMPs of `NSJSONSerialization` and the writer its C IMP calls.
enum JSONSerializationIMPs {
    typealias Receiver = UnsafeMutableRawPointer?
    typealias Cmd = UnsafeRawPointer?
    typealias Object = UnsafeMutableRawPointer?
    typealias ErrorOut = UnsafeMutablePointer<UnsafeMutableRawPointer?>?

    /// `NSJSONReadingOptions`.
    struct ReadingOptions {
        let mutableContainers: Bool, mutableLeaves: Bool, fragmentsAllowed: Bool

        init(_ raw: UInt) {
            mutableContainers = raw & 1 != 0
            mutableLeaves = raw & 2 != 0
            fragmentsAllowed = raw & 4 != 0
        }
    }

    /// `+JSONObjectWithData:options:error:`: the object autoreleased (+0), or nil with
    /// `*error` set. Not an NSData (nil included) is an error too, where Foundation raises:
    /// this IMP is Swift, and a raise from it could not be caught.
    static let jsonObjectWithData: @convention(c) (Receiver, Cmd, Object, UInt, ErrorOut) -> Object = { _, _, data, options, error in
        guard let data else {
            JSONSerializationErrors.report(.init(message: "data parameter is nil"), to: error)
            return nil
        }
        let object = UnmanagedObject(data)
        let kind = object.valueKind
        guard kind == .data || kind == .mutableData else {
            JSONSerializationErrors.report(.init(message: "data parameter is not an NSData (\(object.objcClass.name))"), to: error)
            return nil
        }
        let outcome = object.withBytes { raw in read(raw, ReadingOptions(options)) }
            ?? .failure(.init(message: "Unable to parse empty data."))  // empty data may have no bytes at all
        switch outcome {
        case .success(let value):
            value.autorelease()
            return value.pointer
        case .failure(let failure):
            JSONSerializationErrors.report(failure, to: error)
            return nil
        }
    }

    /// Reads one document (a UTF-8 byte order mark skipped) into a new object (+1).
    static func read(_ raw: UnsafeRawBufferPointer, _ options: ReadingOptions) -> Result<UnmanagedObject, JSONSerializationErrors.Failure> {
        var bytes = raw.bindMemory(to: UInt8.self)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            bytes = UnsafeBufferPointer(rebasing: bytes[3...])
        }
        guard !bytes.isEmpty else { return .failure(.init(message: "Unable to parse empty data.")) }
        if !options.fragmentsAllowed {
            var k = 0
            while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0A || bytes[k] == 0x0D { k += 1 }
            if k < bytes.count, bytes[k] != UInt8(ascii: "{"), bytes[k] != UInt8(ascii: "[") {
                return .failure(.init(message: "JSON text did not start with array or object and option to allow fragments not set.",
                                      offset: k))
            }
        }
        do {
            return .success(try ObjectJSONReader.read(bytes, trustedUTF8: false, mutableContainers: options.mutableContainers,
                                                mutableLeaves: options.mutableLeaves))
        } catch {
            return .failure(JSONSerializationErrors.Failure(error, in: bytes))
        }
    }

    /// `+isValidJSONObject:` (nil is not).
    static let isValidJSONObject: @convention(c) (Receiver, Cmd, Object) -> Int8 = { _, _, object in
        guard let object else { return 0 }
        return FoundationJSONWriter.isValid(UnmanagedObject(object)) ? 1 : 0
    }

    /// The writer `rt_nsjsonserialization_dataWithJSONObject` calls: new NSData (+1), or nil
    /// with the reason the object is invalid (+1 NSString, raised by the C side) or an error.
    static let writer: @convention(c) (id?, UInt, UnsafeMutablePointer<id?>?, UnsafeMutablePointer<id?>?) -> id? = {
        object, options, error, invalid in
        let target = object.map { UnmanagedObject(UnsafeMutableRawPointer($0)) }
        let bytes: [UInt8]
        switch Result(catching: { () throws(FoundationJSONWriter.Invalid) in
            try FoundationJSONWriter.bytes(of: target, options: FoundationJSONWriter.Options(options))
        }) {
        case .success(let written): bytes = written
        case .failure(let failure):
            invalid?.pointee = UnmanagedObject.makeString(failure.reason)?.pointer.assumingMemoryBound(to: rt_object.self)
            return nil
        }
        guard let data = bytes.withUnsafeBytes({ UnmanagedObject.makeData($0) }) else {
            error?.pointee = JSONSerializationErrors.make(.init(message: "out of memory writing JSON"))?
                .pointer.assumingMemoryBound(to: rt_object.self)
            return nil
        }
        return data.pointer.assumingMemoryBound(to: rt_object.self)
    }
}
