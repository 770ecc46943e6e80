// `json.nsjsonserialization_10k`: the cost of `NSJSONSerialization` for compiled code per
// document — its `+JSONObjectWithData:options:error:` IMP (what objc_msgSend jumps to)
// reading each of the 10,000 GitHub-user documents of the model.*_10k set from an NSData
// into NSDictionary / NSArray / NSString / NSNumber, the result autoreleased and the pool
// popped after each document (as a caller's @autoreleasepool per document would) — against
// ModelMapping's own reader alone on the same bytes (`json.reader_10k`,
// `JSONText.readObject(bytes:)`, the result released). The difference is the layer: the
// NSData's bytes, the options, the autorelease pool.
import ModelMapping
import ObjCRuntime

private struct JSONSerializationBenchState: @unchecked Sendable {
    typealias ReadIMP = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?, UInt,
                                        UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> UnsafeMutableRawPointer?
    let cls: ObjCClass
    let read: ReadIMP
    let selector: Selector
    let data: [ObjCObject]
}

private let jsonSerializationBenchState: JSONSerializationBenchState? = {
    guard let users = GitHubBench.state else { return nil }
    do {
        let cls = try JSONSerializationClass.install()
        let selector = Selector("JSONObjectWithData:options:error:")
        guard let imp = cls.metaclass.methodImplementation(for: selector) else { return nil }
        let data = try users.json.map { bytes in
            guard let made = bytes.withUnsafeBytes({ UnmanagedObject.makeData($0) }) else { throw ObjCError.invalidArgument("data") }
            return made.takeRetainedObject()
        }
        return JSONSerializationBenchState(cls: cls, read: unsafeBitCast(imp, to: JSONSerializationBenchState.ReadIMP.self),
                                           selector: selector, data: data)
    } catch {
        printError("json.nsjsonserialization_10k skipped: \(error)")
        return nil
    }
}()

func jsonSerializationBenchmarks() -> [BenchPair] {
    let layer = BenchCase(name: "json.nsjsonserialization_10k") { n in
        guard let s = jsonSerializationBenchState else { return 0 }
        var failures: UInt64 = 0
        let receiver = s.cls.pointer
        for _ in 0..<n {
            for d in s.data {
                let pool = AutoreleasePool.push()
                var error: UnsafeMutableRawPointer?
                if s.read(receiver, s.selector.rawValue, d.pointer, 0, &error) == nil { failures &+= 1 }
                AutoreleasePool.pop(pool)
            }
        }
        return failures
    }
    let reader = BenchCase(name: "json.reader_10k") { n in
        guard let s = GitHubBench.state else { return 0 }
        var failures: UInt64 = 0
        for _ in 0..<n {
            for bytes in s.json {
                do {
                    let object = try bytes.withUnsafeBufferPointer { try JSONText.readObject(bytes: $0) }
                    object.release()
                } catch {
                    failures &+= 1
                }
            }
        }
        return failures
    }
    return [BenchPair(subject: layer, baseline: reader)]
}
