import Foundation
import ObjCHeaders

/// Loading the clang-made fixtures and putting MiniObjC's output into the same shape as the
/// generator's expected JSON, so the two can be compared entry by entry.
enum Fixtures {
    static var directory: URL {
        get throws {
            guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
                throw FixtureError.missing("Fixtures directory")
            }
            return url
        }
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    static func json(_ name: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// The random fixture base names (`random_00`, …).
    static func randomNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("random_") && $0.hasSuffix(".m") }
            .map { String($0.dropLast(2)) }
            .sorted()
    }
}

enum FixtureError: Error {
    case missing(String)
}

/// One class, category or protocol in the expected-JSON shape.
struct Shape: Equatable {
    var properties: [String: String] = [:]
    var classProperties: [String: String] = [:]
    var instanceMethods: [String: String] = [:]
    var classMethods: [String: String] = [:]
    var optionalInstanceMethods: [String: String] = [:]
    var optionalClassMethods: [String: String] = [:]
    var ivars: [[String]] = []

    init() {}

    /// From the generator's JSON.
    init(expected: [String: Any]) {
        func map(_ k: String) -> [String: String] { expected[k] as? [String: String] ?? [:] }
        properties = map("properties")
        classProperties = map("classProperties")
        instanceMethods = map("instanceMethods").filter { $0.key != ".cxx_destruct" }
        classMethods = map("classMethods")
        optionalInstanceMethods = map("optionalInstanceMethods")
        optionalClassMethods = map("optionalClassMethods")
        ivars = (expected["ivars"] as? [[Any]] ?? []).map { $0.map { "\($0)" } }
    }

    /// From MiniObjC's output: accessors go into the method maps as the runtime would hold them.
    init(properties props: [CompiledProperty], methods: [CompiledMethod], ivars ivs: [CompiledIvar]) {
        for p in props {
            if p.isClassProperty { classProperties[p.name] = p.attributes } else { properties[p.name] = p.attributes }
        }
        for p in props {
            var target: [String: String] = [:]
            target[p.getter] = p.getterTypes
            if let s = p.setter, let t = p.setterTypes { target[s] = t }
            switch (p.isClassProperty, p.isOptional) {
            case (false, false): instanceMethods.merge(target) { a, _ in a }
            case (true, false): classMethods.merge(target) { a, _ in a }
            case (false, true): optionalInstanceMethods.merge(target) { a, _ in a }
            case (true, true): optionalClassMethods.merge(target) { a, _ in a }
            }
        }
        for m in methods {
            switch (m.isClassMethod, m.isOptional) {
            case (false, false): instanceMethods[m.selector] = m.types
            case (true, false): classMethods[m.selector] = m.types
            case (false, true): optionalInstanceMethods[m.selector] = m.types
            case (true, true): optionalClassMethods[m.selector] = m.types
            }
        }
        ivars = ivs.map { [$0.name, $0.type, String($0.offset)] }
    }
}

/// Differences between what clang emitted and what MiniObjC produced, one line each.
struct Comparison {
    var mismatches: [String] = []
    var attributeStrings = 0
    var methodEncodings = 0
    var ivars = 0
    /// Protocols compared (each one's members, even when it has none).
    var protocols = 0

    mutating func compare(_ label: String, expected: Shape, actual: Shape, methodsMustMatchExactly: Bool) {
        func maps(_ what: String, _ e: [String: String], _ a: [String: String], exact: Bool) -> Int {
            var n = 0
            for (k, v) in e.sorted(by: { $0.key < $1.key }) {
                n += 1
                if a[k] != v { mismatches.append("\(label) \(what) \(k): clang \(v) vs MiniObjC \(a[k] ?? "missing")") }
            }
            if exact {
                for k in a.keys.sorted() where e[k] == nil { mismatches.append("\(label) \(what) \(k): not emitted by clang but MiniObjC has \(a[k]!)") }
            }
            return n
        }
        attributeStrings += maps("property", expected.properties, actual.properties, exact: true)
        attributeStrings += maps("class property", expected.classProperties, actual.classProperties, exact: true)
        methodEncodings += maps("-method", expected.instanceMethods, actual.instanceMethods, exact: methodsMustMatchExactly)
        methodEncodings += maps("+method", expected.classMethods, actual.classMethods, exact: methodsMustMatchExactly)
        methodEncodings += maps("optional -method", expected.optionalInstanceMethods, actual.optionalInstanceMethods, exact: methodsMustMatchExactly)
        methodEncodings += maps("optional +method", expected.optionalClassMethods, actual.optionalClassMethods, exact: methodsMustMatchExactly)
        ivars += expected.ivars.count
        if expected.ivars != actual.ivars {
            mismatches.append("\(label) ivars: clang \(expected.ivars) vs MiniObjC \(actual.ivars)")
        }
    }

    /// Compares a whole compiled header against a generator JSON file.
    mutating func compare(_ compiled: CompiledHeader, expected json: [String: Any]) {
        for (name, value) in (json["classes"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let c = compiled.class(name), let e = value as? [String: Any] else {
                mismatches.append("class \(name) missing from MiniObjC's output")
                continue
            }
            compare(name, expected: Shape(expected: e), actual: Shape(properties: c.properties, methods: c.methods, ivars: c.ivars),
                    methodsMustMatchExactly: false)
        }
        for (key, value) in (json["categories"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            let parts = key.dropLast().split(separator: "(", maxSplits: 1).map(String.init)
            guard parts.count == 2, let c = compiled.class(parts[0], category: parts[1]), let e = value as? [String: Any] else {
                mismatches.append("category \(key) missing from MiniObjC's output")
                continue
            }
            compare(key, expected: Shape(expected: e), actual: Shape(properties: c.properties, methods: c.methods, ivars: []),
                    methodsMustMatchExactly: false)
        }
        for (name, value) in (json["protocols"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let p = compiled.protocol(name), let e = value as? [String: Any] else {
                mismatches.append("protocol \(name) missing from MiniObjC's output")
                continue
            }
            protocols += 1
            compare("@protocol " + name, expected: Shape(expected: e), actual: Shape(properties: p.properties, methods: p.methods, ivars: []),
                    methodsMustMatchExactly: true)
        }
    }
}
