import ArgumentParser
import ObjCRuntime

/// `objcrt dump [--dot]`: the live class graph — every registered class with its superclass
/// and metaclass, as text or as a Graphviz digraph with isa and superclass arrows.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the live class graph (text, or Graphviz with --dot).")

    @Flag(help: "Print a Graphviz digraph: solid arrows = superclass, dashed arrows = isa.")
    var dot = false

    @Flag(help: "Register the demo hierarchy (Animal, Dog) first, so the graph has user classes.")
    var demoClasses = false

    func run() throws {
        if demoClasses { _ = try buildDemoHierarchy() }
        let classes = ObjCClass.allClasses
        print(dot ? Self.graphviz(classes) : Self.text(classes), terminator: "")
    }

    /// One line per class: name, superclass, instance size, metaclass chain.
    static func text(_ classes: [ObjCClass]) -> String {
        var out = ""
        for cls in classes {
            let meta = cls.metaclass
            out += "\(cls.name) : \(cls.superclass?.name ?? "(root)")  size \(cls.instanceSize)"
            out += "  ivars \(cls.ivars.count)  methods \(cls.methods.count)  class methods \(meta.methods.count)\n"
            out += "    isa → \(meta.description) (super \(meta.superclass?.description ?? "nil"), isa → \(meta.metaclass.description))\n"
        }
        return out
    }

    /// A digraph with a node per class and per metaclass.
    static func graphviz(_ classes: [ObjCClass]) -> String {
        var nodes: [ObjCClass] = []
        var seen = Set<ObjCClass>()
        func visit(_ c: ObjCClass) {
            if seen.insert(c).inserted { nodes.append(c) }
        }
        for cls in classes {
            visit(cls)
            visit(cls.metaclass)
        }
        func id(_ c: ObjCClass) -> String {
            var escaped = ""
            for ch in c.name {
                if ch == "\\" || ch == "\"" { escaped.append("\\") }
                escaped.append(ch)
            }
            return "\"\(c.isMetaClass ? "meta " : "")\(escaped)\""
        }
        var out = "digraph classes {\n  rankdir=BT;\n  node [shape=box, fontname=\"Helvetica\"];\n"
        for c in nodes {
            out += "  \(id(c)) [label=\(id(c))\(c.isMetaClass ? ", style=rounded" : "")];\n"
        }
        for c in nodes {
            if let s = c.superclass { out += "  \(id(c)) -> \(id(s)) [label=\"superclass\"];\n" }
            out += "  \(id(c)) -> \(id(c.metaclass)) [style=dashed, label=\"isa\"];\n"
        }
        out += "}\n"
        return out
    }
}
