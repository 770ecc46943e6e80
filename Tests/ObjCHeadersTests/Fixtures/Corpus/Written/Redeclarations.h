// Written for MiniObjC's corpus: properties a class declares again although its superclass
// (or a protocol its superclass adopts) already has them. clang does not auto-synthesize
// those — no ivar and no V in the attribute string — since the superclass implements them.
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@protocol Named <NSObject>
@property (nonatomic, readonly, copy) NSString *name;
@end

@interface Node : NSObject <Named>
@property (nonatomic, readonly, strong, nullable) id first;
@property (nonatomic, readonly) NSInteger count;
@property (nonatomic, strong, nullable) Node *parent;
@end

@interface MutableNode : Node
@property (nonatomic, readwrite, strong, nullable) id first;
@property (nonatomic, readwrite) NSInteger count;
@property (nonatomic, readonly, copy) NSString *name;
@property (nonatomic, strong, nullable) MutableNode *parent;
@property (nonatomic, copy) NSString *label;
@end

@interface Describable : NSObject
@property (nonatomic, strong) NSString *description;
@property (readonly, copy) NSString *debugDescription;
@property (readonly) NSUInteger hash;
@property (nonatomic, copy) NSString *summary;
@end

@interface DescribableChild : Describable <Named>
@property (nonatomic, copy) NSString *summary;
@property (nonatomic, readonly, copy) NSString *name;
@end

@interface DescribableChild ()
@property (nonatomic, strong) NSString *description;
@end

NS_ASSUME_NONNULL_END
