// Written for MiniObjC's corpus in the style JSONModel's README teaches: a protocol named
// after each model class marks the element type of an array property, so the same name is a
// class and a protocol, and `NSArray<ImageModel>` reads it as the protocol, as clang does
// (`@"NSArray<ImageModel>"`). The protocols come from a function-like macro, as many apps
// wrap the pattern.
#import <Foundation/Foundation.h>
#import <JSONModel/JSONModel.h>

#define JSONMODEL_ELEMENT(name) @protocol name <NSObject> @end

NS_ASSUME_NONNULL_BEGIN

JSONMODEL_ELEMENT(ImageModel)
@interface ImageModel : JSONModel
@property (nonatomic, assign) NSInteger imageId;
@property (nonatomic, copy) NSURL *url;
@property (nonatomic, copy, nullable) NSString<Optional> *caption;
@property (nonatomic, assign) CGSize size;
@end

JSONMODEL_ELEMENT(TagModel)
@interface TagModel : JSONModel
@property (nonatomic, copy) NSString *name;
@property (nonatomic, assign) BOOL featured;
@end

@interface GalleryModel : JSONModel
@property (nonatomic, copy) NSString *title;
@property (nonatomic, strong) NSArray<ImageModel> *images;
@property (nonatomic, strong) NSArray<ImageModel *> *typedImages;
@property (nonatomic, strong, nullable) NSArray<TagModel, Optional> *tags;
@property (nonatomic, strong) NSMutableArray<ImageModel> *pending;
@property (nonatomic, strong) NSDictionary<NSString *, ImageModel *> *imagesByKey;
@property (nonatomic, strong) NSDictionary<ImageModel, TagModel> *twoProtocols;
@property (nonatomic, strong, nullable) NSString<Ignore> *localNote;
@property (nonatomic, strong) ImageModel<Optional> *cover;
@property (nonatomic, strong) id<ImageModel> anyImage;
- (nullable ImageModel *)imageAtIndex:(NSUInteger)index;
- (NSArray<ImageModel> *)imagesMatching:(NSString *)text;
@end

NS_ASSUME_NONNULL_END
