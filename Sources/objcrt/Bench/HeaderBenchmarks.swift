// The header front-end's synthesized accessors, on the dispatch path.
import ObjCHeaders
import ObjCRuntime

/// `header.synthesized_get_int`: `[counter value]` — a nonatomic `NSInteger` property's getter
/// synthesized by `RuntimeInstaller`, looked up through the method cache and called as its C
/// type, as compiled code would — against `call.direct`. It shows what the shared accessor IMP
/// costs on top of a send (finding the property record, reading the ivar).
func headerBenchmarks() -> [BenchPair] {
    let header = """
    #import <Foundation/Foundation.h>
    @interface BenchCounter : NSObject
    @property (nonatomic) NSInteger value;
    @end
    """
    guard (try? RuntimeInstaller.install(header, fileName: "BenchCounter.h")) != nil,
          let cls = try? ObjCClass.named("BenchCounter"), let counter = try? cls.new() else {
        printError("header benchmarks: could not install BenchCounter")
        return []
    }
    typealias Getter = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer) -> Int
    typealias Setter = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void
    let getter: Selector = "value", setter: Selector = "setValue:"
    let get = BenchCase(name: "header.synthesized_get_int") { n in
        let receiver = counter.pointer
        var sum = 0
        for _ in 0..<n {
            var r: UnsafeMutableRawPointer? = receiver
            let imp = MessageSend.lookup(&r, getter)
            sum &+= unsafeBitCast(imp, to: Getter.self)(r, getter.rawValue)
        }
        return UInt64(bitPattern: Int64(sum))
    }
    let set = BenchCase(name: "header.synthesized_set_int") { n in
        let receiver = counter.pointer
        for i in 0..<n {
            var r: UnsafeMutableRawPointer? = receiver
            let imp = MessageSend.lookup(&r, setter)
            unsafeBitCast(imp, to: Setter.self)(r, setter.rawValue, i)
        }
        return UInt64(n)
    }
    return [BenchPair(subject: get, baseline: callDirectCase()),
            BenchPair(subject: set, baseline: callDirectCase())]
}
