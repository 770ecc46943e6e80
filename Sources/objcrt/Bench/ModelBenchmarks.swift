// The ModelMapping benchmarks. `model.set_with_dictionary`: YYModel's typed mapping against
// KVC's -setValuesForKeysWithDictionary: (the untyped way to fill a model from a dictionary)
// on one small dictionary.
// The model.*_10k set: YYModel's own benchmark model on 10,000 GitHub users (see
// GitHubUserFixture.swift) — from runtime dictionaries against hand-written Swift, from JSON
// bytes against Foundation's JSONDecoder, to JSON bytes against JSONEncoder.
import Foundation
import ModelMapping
import ObjCHeaders
import ObjCRuntime

private struct ModelBenchState: @unchecked Sendable {
    let mapped: ObjCObject
    let kvc: ObjCObject
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
        return ModelBenchState(mapped: try cls.new(), kvc: try cls.new(), nsDictionary: try dictionary.makeObject())
    } catch {
        printError("model benchmarks skipped: \(error)")
        return nil
    }
}

/// The 10,000 users in every form the benchmarks start from, made once on first use.
struct GitHubBenchState: @unchecked Sendable {
    let cls: ObjCClass
    let manual: ManualGitHubUserMapper
    let json: [[UInt8]]
    let jsonData: [Data]
    let dictionaries: [ObjCObject]
    let models: [ObjCObject]
    let structs: [CodableGitHubUser]
}

enum GitHubBench {
    static let state: GitHubBenchState? = {
        do {
            if ObjCClass.lookUp("BenchGHUser") == nil { _ = try RuntimeInstaller.install(gitHubUserHeader, fileName: "ghuser.h") }
            let cls = try ObjCClass.named("BenchGHUser")
            ModelMapper.register(ModelCustomization(propertyMapper: gitHubUserMapper), for: cls)
            var random = SeededGenerator(state: 0x5EED_0010)
            let json = (0..<10_000).map { Array(gitHubUserJSON($0, &random).utf8) }
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let data = json.map { Data($0) }
            return GitHubBenchState(
                cls: cls, manual: ManualGitHubUserMapper(cls: cls), json: json, jsonData: data,
                dictionaries: try json.map { try JSONText.parse(bytes: $0).makeObject() },
                models: try json.map { try cls.model(withJSONData: $0) },
                structs: try data.map { try decoder.decode(CodableGitHubUser.self, from: $0) })
        } catch {
            printError("model.*_10k benchmarks skipped: \(error)")
            return nil
        }
    }()
}

/// Runs `each` over the 10,000 inputs; failures are counted (and returned so the work is used).
private func tenK<T>(_ inputs: [T], _ each: (T) throws -> Void) -> UInt64 {
    var failures: UInt64 = 0
    for input in inputs {
        do { try each(input) } catch { failures &+= 1 }
    }
    return failures
}

func modelBenchmarks() -> [BenchPair] {
    guard let state = makeModelBenchState() else { return [] }
    // Both sides start from a runtime NSDictionary, so both pay for reading it.
    let mapped = BenchCase(name: "model.set_with_dictionary") { n in
        let target = opaque(state.mapped)
        var failures: UInt64 = 0
        for _ in 0..<n {
            do { try target.setModel(with: state.nsDictionary) } catch { failures &+= 1 }
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
    return [BenchPair(subject: mapped, baseline: kvc)] + gitHubBenchmarks()
}

private func gitHubBenchmarks() -> [BenchPair] {
    let fromDictionary = BenchCase(name: "model.from_dictionary_10k") { n in
        guard let s = GitHubBench.state else { return 0 }
        var sum: UInt64 = 0
        for _ in 0..<n { sum &+= tenK(s.dictionaries) { blackHole(try s.cls.model(with: $0)) } }
        return sum
    }
    let manual = BenchCase(name: "model.manual_10k") { n in
        guard let s = GitHubBench.state else { return 0 }
        var sum: UInt64 = 0
        for _ in 0..<n {
            sum &+= tenK(s.dictionaries) { dictionary in
                let user = try s.manual.map(dictionary.unmanaged)
                blackHole(user)
                user?.release()
            }
        }
        return sum
    }
    let fromJSON = BenchCase(name: "model.from_json_10k") { n in
        guard let s = GitHubBench.state else { return 0 }
        var sum: UInt64 = 0
        for _ in 0..<n { sum &+= tenK(s.json) { blackHole(try s.cls.model(withJSONData: $0)) } }
        return sum
    }
    let decode = BenchCase(name: "codable.decode_10k") { n in
        guard let s = GitHubBench.state else { return 0 }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var sum: UInt64 = 0
        for _ in 0..<n { sum &+= tenK(s.jsonData) { blackHole(try decoder.decode(CodableGitHubUser.self, from: $0)) } }
        return sum
    }
    let toJSON = BenchCase(name: "model.to_json_10k") { n in
        guard let s = GitHubBench.state else { return 0 }
        var sum: UInt64 = 0
        for _ in 0..<n { sum &+= tenK(s.models) { sum &+= UInt64(try $0.toJSONData().count) } }
        return sum
    }
    let encode = BenchCase(name: "codable.encode_10k") { n in
        guard let s = GitHubBench.state else { return 0 }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        var sum: UInt64 = 0
        for _ in 0..<n { sum &+= tenK(s.structs) { sum &+= UInt64(try encoder.encode($0).count) } }
        return sum
    }
    return [BenchPair(subject: fromDictionary, baseline: manual), BenchPair(subject: fromJSON, baseline: decode),
            BenchPair(subject: toJSON, baseline: encode)]
}
