/// The demo topics, each in its own file under Demo/. `defaults` (GVUserDefaults, the README's
/// first story) is the first topic, and plain `objcrt demo` runs it.
let demoTopics: [DemoTopic] = [
    defaultsDemoTopic,
    headerDemoTopic,
    runtimeDemoTopic,
    ffiDemoTopic,
    kvoDemoTopic,
    modelDemoTopic,
    compiledDemoTopic,
    seedsDemoTopic,
]

var defaultDemoTopic: String { demoTopics.first?.name ?? "list" }
