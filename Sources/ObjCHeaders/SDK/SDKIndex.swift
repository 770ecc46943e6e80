import ObjCRuntime

/// Which SDK module declares a name, for the hint on an unknown type: built once per
/// environment, on the first error that needs it, by importing each module on its own.
enum SDKIndex {
    private static let indexes = LockedValue<[CompilerEnvironment: [String: String]]>([:])

    static func module(declaring name: String, environment: CompilerEnvironment) -> SDK.Module? {
        if let index = indexes.withLock({ $0[environment] }) { return index[name].flatMap(SDK.module(named:)) }
        var index: [String: String] = [:]
        for module in SDK.modules {
            let options = HeaderOptions(platform: environment.platform)
            guard let file = try? HeaderParser.parse("@import \(module.name);\n", fileName: "index.h",
                                                     target: environment.target, options: options) else { continue }
            let names = file.types.classNames.union(file.types.protocolNames).union(file.types.typedefs.keys)
            for n in names where index[n] == nil { index[n] = module.name }
        }
        indexes.withLock { $0[environment] = index }
        return index[name].flatMap(SDK.module(named:))
    }
}
