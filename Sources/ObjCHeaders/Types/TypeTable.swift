/// The types a header declares: records, enums, typedefs and tags, plus the Objective-C
/// class and protocol names in scope.
package struct TypeTable: Sendable {
    /// Struct and union declarations; `CType.Kind.record(i)` indexes this.
    package internal(set) var records: [CRecord] = []
    /// Enum declarations; `CType.Kind.enumeration(i)` indexes this.
    package internal(set) var enums: [CEnum] = []
    /// Typedef names and what they stand for.
    package internal(set) var typedefs: [String: CType] = [:]
    /// Typedefs declared with `__attribute__((aligned(N)))`: a type spelled through one has
    /// that alignment (larger or smaller than its own) and keeps its size.
    package internal(set) var typedefAlignments: [String: Int] = [:]
    var structTags: [String: Int] = [:]
    var enumTags: [String: Int] = [:]
    /// The type of each enumerator of an enum with a fixed underlying type (`NS_OPTIONS`'s
    /// values are `NSUInteger`s); other enumerators are `int`s in expressions.
    var enumeratorTypes: [String: CBuiltin] = [:]
    /// Typedef names that stand for an Objective-C class type itself, not a pointer to it
    /// (`typedef NSDictionary<NSString *, id> Context;` used as `Context *`).
    package internal(set) var interfaceTypedefs: Set<String> = []
    /// Objective-C class names declared with `@interface` or `@class`.
    package internal(set) var classNames: Set<String> = []
    /// `@compatibility_alias Alias Class;`: each alias and the class it names. clang writes
    /// the class, never the alias, in encodings (`@"NSString"` for `StrAlias *`).
    package internal(set) var classAliases: [String: String] = [:]
    /// The type each type parameter of a generic class stands for, in order: its bound
    /// (`T : NSString *`), or `id` when it has none. Categories use the class's bounds.
    package internal(set) var typeParameterBounds: [String: [CType]] = [:]
    /// The names the class's `@interface` gave its type parameters, in order.
    var typeParameterNames: [String: [String]] = [:]
    /// Protocol names declared with `@protocol`.
    package internal(set) var protocolNames: Set<String> = []
    /// Each complete record's nesting depth (see `depth(of:)`), by record index: kept so that
    /// measuring a type never walks into a record's fields again.
    var recordDepths: [Int: Int] = [:]

    /// The deepest nesting the front-end builds. Encoding, layout and even destroying a type
    /// recurse once per level, so a header of 100 000 `*` (or typedefs, or structs each holding
    /// the previous one) would overflow the stack; real headers stay far below this.
    static let maxTypeDepth = 128

    /// The class `name` names: itself, or the class a `@compatibility_alias` stands for.
    package func className(_ name: String) -> String { classAliases[name] ?? name }

    /// True when `name` is a class or an alias of one.
    package func isClassName(_ name: String) -> Bool { classNames.contains(name) || classAliases[name] != nil }

    /// The record a `.record` type refers to.
    package func record(_ index: Int) -> CRecord? { records.indices.contains(index) ? records[index] : nil }

    /// Levels of pointer, array, function, block and by-value record in `t`. Recursive, which
    /// is safe: every type the parser keeps was checked against `maxTypeDepth` when built.
    func depth(of t: CType) -> Int {
        switch t.kind {
        case .pointer(let inner), .array(let inner, _): return 1 + depth(of: inner)
        case .function(let f), .block(let f): return 1 + depth(of: f)
        case .record(let i): return 1 + (recordDepths[i] ?? 0)
        default: return 0
        }
    }

    /// True when `t`'s encoding leaves a vector out — the value's own, a field's, an
    /// element's or a pointee's — so the encoding clang writes (and MiniObjC with it) may not
    /// parse as a type encoding: `v48@0:81632`, `^` alone.
    package func mentionsVector(_ t: CType, open: [Int] = []) -> Bool {
        switch t.kind {
        case .vector: return true
        case .array(let inner, _), .pointer(let inner): return mentionsVector(inner, open: open)
        case .record(let i):
            guard !open.contains(i), let fields = record(i)?.fields else { return false }
            return fields.contains { mentionsVector($0.type, open: open + [i]) }
        default: return false
        }
    }

    /// True when a value of `t` holds a vector (itself, or by value in a field or an array
    /// element): its encoding leaves the vector out, so it does not describe the bytes.
    func holdsVector(_ t: CType, open: [Int] = []) -> Bool {
        switch t.kind {
        case .vector: return true
        case .array(let element, _): return holdsVector(element, open: open)
        case .record(let i):
            guard !open.contains(i), let fields = record(i)?.fields else { return false }
            return fields.contains { holdsVector($0.type, open: open + [i]) }
        default: return false
        }
    }

    /// The depth of a signature: its deepest result or parameter type.
    func depth(of f: CFunctionType) -> Int {
        f.parameters.reduce(depth(of: f.result)) { max($0, depth(of: $1)) }
    }
}
