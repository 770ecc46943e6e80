// The ModelMapping benchmark: YYModel's typed mapping against KVC's
// -setValuesForKeysWithDictionary: (the seed's starting point), on the same dictionary.
import ModelMapping
import ObjCHeaders
import ObjCRuntime

private struct ModelBenchState: @unchecked Sendable {
    let mapped: ObjCObject
    let kvc: ObjCObject
    let dictionary: BridgedValue
    let nsDictionary: ObjCObject
}

private func makeModelBenchState() -> ModelBenchState? {
    do {
        if ObjCClass.lookUp("BenchModelBook") == nil {
            _ = try RuntimeInstaller.install("""
                #import <Foundation/Foundation.h>
                @interface BenchModelBook : NSObject
                @property (nonatomic, copy) NSString *name;
                @property (nonatomic) NSInteger page;
                @property (nonatomic) double price;
                @end
                """, fileName: "bench-model.h")
        }
        let cls = try ObjCClass.named("BenchModelBook")
        let dictionary: BridgedValue = ["name": "Harry Pottery", "page": 256, "price": 10.5]
        return ModelBenchState(mapped: try cls.new(), kvc: try cls.new(), dictionary: dictionary,
                               nsDictionary: try dictionary.makeObject())
    } catch {
        printError("model benchmarks skipped: \(error)")
        return nil
    }
}

func modelBenchmarks() -> [BenchPair] {
    guard let state = makeModelBenchState() else { return [] }
    // Both sides start from a runtime NSDictionary, so both pay for reading it.
    let mapped = BenchCase(name: "model.set_with_dictionary") { n in
        let target = opaque(state.mapped)
        var failures: UInt64 = 0
        for _ in 0..<n {
            do { try target.setModel(with: BridgedValue(object: state.nsDictionary)) } catch { failures &+= 1 }
        }
        return failures
    }
    let kvc = BenchCase(name: "kvc.set_values_for_keys") { n in
        let target = opaque(state.kvc)
        var failures: UInt64 = 0
        for _ in 0..<n {
            do { try target.setValuesForKeys(state.nsDictionary) } catch { failures &+= 1 }
        }
        return failures
    }
    return [BenchPair(subject: mapped, baseline: kvc)]
}
