// Written for MiniObjC's corpus in the style of typed containers and promise libraries:
// generic classes whose type parameters have bounds (`T : NSString *`, `U : id<NSCopying>`,
// a bound that is itself generic or a typedef), used in properties, ivars, blocks and
// methods — clang writes the bound's class or protocols where it writes class names — and
// categories that rename the parameters and so take the class's bounds. Then
// `@compatibility_alias`, whose alias clang replaces by the class it names everywhere.
#import <Foundation/Foundation.h>

@protocol CacheKey <NSObject, NSCopying>
@property (nonatomic, readonly, copy) NSString *cacheIdentifier;
@end

@protocol Cancellable
- (void)cancel;
@end

typedef NSObject<Cancellable> *CancellableObject;

@interface TypedBox<__covariant ValueType : NSString *, KeyType : id<NSCopying>, ListType : NSArray<id<Cancellable>> *, Plain> : NSObject {
    ValueType _storedValue;
    KeyType _storedKey;
    Plain _storedPlain;
}
@property (nonatomic, copy) ValueType value;
@property (nonatomic, strong) KeyType key;
@property (nonatomic, strong) ListType list;
@property (nonatomic, strong) Plain plain;
@property (nonatomic, strong, nullable) NSArray<ValueType> *values;
@property (nonatomic, strong, nullable) NSDictionary<KeyType, ValueType> *table;
@property (nonatomic, copy, nullable) void (^onChange)(ValueType oldValue, ValueType newValue);
@property (nonatomic, copy, nullable) ValueType (^transform)(KeyType key);
- (instancetype)initWithValue:(ValueType)value key:(KeyType)key;
- (nullable ValueType)valueForKey:(KeyType)key;
- (void)enumerate:(void (^)(KeyType key, ValueType value, BOOL *stop))block;
+ (TypedBox<ValueType, KeyType, ListType, Plain> *)boxWithList:(ListType)list;
@end

@interface TypedBox<V, K, L, P> (Conveniences)
@property (nonatomic, readonly) V firstValue;
@property (nonatomic, readonly) K firstKey;
@property (nonatomic, readonly) L firstList;
@property (nonatomic, readonly) P firstPlain;
- (V)valueOrDefault:(V)fallback;
@end

@interface Promise<__covariant ResultType : CancellableObject> : NSObject
@property (nonatomic, strong, readonly, nullable) ResultType result;
@property (nonatomic, strong, readonly, nullable) NSError *error;
- (Promise *)then:(id _Nullable (^)(ResultType result))next;
@end

@interface KeyedCache<KeyType : id<CacheKey>, ObjectType : NSObject<NSCoding> *> : NSObject <NSFastEnumeration>
@property (nonatomic, strong) KeyType lastKey;
@property (nonatomic, strong) ObjectType lastObject;
@property (nonatomic, copy) NSArray<KeyType> *recentKeys;
- (nullable ObjectType)objectForKey:(KeyType)key;
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state
                                  objects:(id __unsafe_unretained _Nullable [_Nonnull])buffer
                                    count:(NSUInteger)length;
@end

@class LegacyRecord;
@compatibility_alias TextValue NSString;
@compatibility_alias MutableTable NSMutableDictionary;
@compatibility_alias LegacyAlias LegacyRecord;
@compatibility_alias BaseModel NSObject;

@interface AliasedModel : BaseModel {
    TextValue *_ivarText;
    MutableTable *_ivarTable;
}
@property (nonatomic, copy) TextValue *text;
@property (nonatomic, strong) MutableTable *table;
@property (nonatomic, strong) MutableTable<TextValue *, NSNumber *> *typedTable;
@property (nonatomic, strong) NSArray<TextValue *> *texts;
@property (nonatomic, strong) LegacyAlias *legacy;
@property (nonatomic, strong) TextValue<NSCopying> *copyableText;
- (TextValue *)describe:(TextValue *)prefix table:(MutableTable *)table;
@end

@interface TextValue (AliasedCategory)
@property (nonatomic, readonly) TextValue *reversedText;
- (BOOL)isSameText:(TextValue *)other;
@end
