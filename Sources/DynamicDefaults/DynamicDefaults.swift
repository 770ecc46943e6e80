// DynamicDefaults — GVUserDefaults on MiniObjC. The store (Store/, its files in Files/;
// domains and persistence, on the PropertyLists module's values) is described in
// Docs/DefaultsStore.md, with `DefaultsStore` as the entry point; the generated accessors
// (Accessors/) in Docs/GVUserDefaultsFromScratch.md; `NSUserDefaults` for compiled
// Objective-C over the store (Compiled/, `UserDefaultsClass.install`) in Docs/DefaultsStore.md.
