import Foundation

/// The clang-made corpus in Fixtures/ (see Fixtures/generate_fixtures.py).
enum Fixtures {
    struct TypeCase: Decodable, Sendable {
        let c: String
        let gnu: String
        let apple: String
        let size: Int
        let alignment: Int
    }

    struct IvarCase: Decodable, Sendable {
        let c: String
        let ivar: String
        let size: Int
        let alignment: Int
    }

    struct PropertyCase: Decodable, Sendable {
        struct Expect: Decodable, Sendable {
            let readonly: Bool
            let copy: Bool?
            let retain: Bool?
            let weak: Bool
            let nonatomic: Bool
            let dynamic: Bool
            let getter: String?
            let setter: String?
            let optional: Bool
            let ivar: String?
        }
        let name: String
        let decl: String
        let ctype: String
        let expect: Expect
        let attributes: String
    }

    struct MethodCase: Decodable, Sendable {
        let selector: String
        let decl: String
        let arguments: Int
        let types: String
        let extended: Bool
    }

    static func load<T: Decodable>(_ file: String, as: T.Type) throws -> [T] {
        guard let url = Bundle.module.url(forResource: "Fixtures/\(file)", withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile)
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        let decoder = JSONDecoder()
        return try text.split(separator: "\n").map { try decoder.decode(T.self, from: Data($0.utf8)) }
    }

    static let types: [TypeCase] = (try? load("types.jsonl", as: TypeCase.self)) ?? []
    static let ivars: [IvarCase] = (try? load("ivars.jsonl", as: IvarCase.self)) ?? []
    static let properties: [PropertyCase] = (try? load("properties.jsonl", as: PropertyCase.self)) ?? []
    static let methods: [MethodCase] = (try? load("methods.jsonl", as: MethodCase.self)) ?? []
}
