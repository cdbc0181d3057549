export interface GraphQLContext {
  placeholder: true;
}
